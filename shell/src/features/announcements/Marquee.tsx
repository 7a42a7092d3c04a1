import { sendCommand } from '@portal/kernel';
import { Icon } from '@portal/shared';
import { useAnnouncements } from './useAnnouncements';
import styles from './Announcements.module.css';
import { useShellTranslation } from '../../i18n';

/**
 * The home page's running notices; a click opens the notice popup at that notice. While the notices
 * load, an empty bar holds their place, so the page below does not move down when they come (CLS).
 */
export function Marquee() {
  const { t } = useShellTranslation();
  const state = useAnnouncements();
  if (!state.data && state.status !== 'failed') return <div className={styles.marquee} aria-hidden="true" data-testid="marquee-placeholder" />;
  if (!state.data || state.data.marquee.length === 0) return null;
  const items = state.data.marquee;
  return (
    <section className={styles.marquee} aria-label={t('announcements.marqueeLabel')}>
      <span className={styles.marqueeIcon} aria-hidden="true">
        <Icon name="megaphone" size={18} />
      </span>
      <div className={styles.marqueeTrack} style={{ ['--marquee-duration' as string]: `${Math.max(20, items.length * 12)}s` }}>
        <div className={styles.marqueeMove}>
          {items.map((item, index) => (
            <button key={item.id} type="button" onClick={() => sendCommand({ type: 'openModal', modal: 'notice', params: { index, source: 'marquee' } })}>
              {item.title}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
