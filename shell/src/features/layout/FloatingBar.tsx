import { Link, sendCommand } from '@portal/kernel';
import { Icon } from '@portal/shared';
import { useSiteConfig } from '../boot';
import { memberPage } from '../../app/paths';
import { useReferralEnabled } from './useReferralEnabled';
import styles from './FloatingBar.module.css';
import { useShellTranslation } from '../../i18n';

/** The right floating bar of spec §2: invite, live chat, app download, Telegram ×2, WhatsApp. */
export function FloatingBar() {
  const { t } = useShellTranslation();
  const { customerService, resources } = useSiteConfig();
  const referral = useReferralEnabled();
  const resource = (type: string) => resources.find((r) => r.resourceType === type)?.url;
  const livechat = customerService.find((cs) => cs.csType === 'LIVECHAT')?.path;
  const external = [
    { key: 'livechat', href: livechat, icon: <Icon name="chat" /> },
    { key: 'telegram', href: resource('TELEGRAM'), icon: '✈' },
    { key: 'telegram2', href: resource('TELEGRAM1'), icon: '✈' },
    { key: 'whatsapp', href: resource('WHATSAPP'), icon: '☎' },
  ];
  return (
    <aside className={styles.bar} aria-label={t('floating.label')}>
      {referral && (
        <Link to={memberPage('referral')} title={t('floating.invite')} aria-label={t('floating.invite')}>
          <Icon name="gift" />
        </Link>
      )}
      <button type="button" title={t('side.app')} aria-label={t('side.app')} onClick={() => sendCommand({ type: 'openModal', modal: 'appDownload' })}>
        ▦
      </button>
      {external
        .filter((item) => item.href)
        .map((item) => (
          <a key={item.key} href={item.href} target="_blank" rel="noopener noreferrer" title={t(`floating.${item.key}`)} aria-label={t(`floating.${item.key}`)}>
            {item.icon}
          </a>
        ))}
    </aside>
  );
}
