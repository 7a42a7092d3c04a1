import { Link } from '@portal/kernel';
import { useAnnouncements } from './useAnnouncements';
import { BannerPicture } from './BannerPicture';
import styles from './PromotionStrip.module.css';
import { useShellTranslation } from '../../i18n';

/**
 * The home page's promotion banners (announcement group PR): each leads to the promotions page. The
 * picture is the API's art alone; the promotion's title is HTML over it (an <img> cannot use the page's
 * Burmese web font).
 */
export function PromotionStrip() {
  const { t } = useShellTranslation();
  const state = useAnnouncements();
  if (!state.data || state.data.promotion.length === 0) return null;
  return (
    <section aria-labelledby="home-promotions">
      <h2 id="home-promotions" className={styles.heading}>
        {t('home.promotions')}
      </h2>
      <div className={styles.strip}>
        {state.data.promotion.map((promotion) => {
          const image = [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
          return (
            <Link key={promotion.id} to="/promotions" className={styles.card}>
              {image ? <BannerPicture banner={{ url: image.url, title: promotion.title }} /> : <span className={styles.title}>{promotion.title}</span>}
            </Link>
          );
        })}
      </div>
    </section>
  );
}
