import { Link, sendCommand } from '@portal/kernel';
import { Icon } from '@portal/shared';
import { useSiteConfig } from '../boot';
import { memberPage } from '../../app/paths';
import { useReferralEnabled } from './useReferralEnabled';
import styles from './FloatingBar.module.css';
import { useShellTranslation } from '../../i18n';

/** The right floating bar of spec §2: invite, live chat (the site's own), app download, Telegram ×2, WhatsApp (the site settings' links). */
export function FloatingBar() {
  const { t } = useShellTranslation();
  const { resources } = useSiteConfig();
  const referral = useReferralEnabled();
  const resource = (type: string) => resources.find((r) => r.resourceType === type)?.url;
  const external = [
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
      {/* Live chat is the site's own chat: its desks, in the customer-service popup. */}
      <button type="button" title={t('floating.livechat')} aria-label={t('floating.livechat')} onClick={() => sendCommand({ type: 'openModal', modal: 'customerService' })}>
        <Icon name="chat" />
      </button>
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
