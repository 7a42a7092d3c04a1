import { Button, Modal } from '@portal/shared';
import type { CustomerServiceLink } from '@portal/shared/contracts';
import { serviceLabel } from '../boot';
import { LiveChatDesks } from './LiveChatDesks';
import styles from './CustomerServiceModal.module.css';
import { useShellTranslation } from '../../i18n';

/**
 * Customer service (the agent menu's entry, spec §2): live chat with the site's desks (spec §7
 * `CBS_modelList`, `CBS_launchChat`), the site's channels, each opening in a new tab, and the
 * feedback form for anything that can wait.
 */
export function CustomerServiceModal({ channels, onClose, onFeedback }: { channels: CustomerServiceLink[]; onClose: () => void; onFeedback: () => void }) {
  const { t } = useShellTranslation();
  return (
    <Modal open title={t('customerService.title')} onClose={onClose}>
      <LiveChatDesks />
      {channels.length > 0 && <p>{t('customerService.lead')}</p>}
      <ul className={styles.channels}>
        {channels.map((cs) => (
          <li key={cs.csType}>
            <a href={cs.path} target="_blank" rel="noopener noreferrer" onClick={onClose}>
              {serviceLabel(cs.csType) ? t(serviceLabel(cs.csType)!) : cs.title || cs.csType}
            </a>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onFeedback}>
        {t('customerService.feedback')}
      </Button>
    </Modal>
  );
}
