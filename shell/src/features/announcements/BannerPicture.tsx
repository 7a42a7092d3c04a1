import type { Banner } from '@portal/shared/contracts';
import styles from './BannerPicture.module.css';

/**
 * A banner: the API's art with its title and subtitle laid over it as HTML, so they use the page's
 * fonts (Burmese included: an <img> cannot) and screen readers read them.
 */
export function BannerPicture({ banner, eager = false, className }: { banner: Banner; eager?: boolean; className?: string }) {
  return (
    <span className={`${styles.picture} ${className ?? ''}`}>
      <img src={banner.url} alt="" loading={eager ? 'eager' : 'lazy'} />
      <span className={styles.caption}>
        <span className={styles.title}>{banner.title}</span>
        {banner.subtitle && <span className={styles.subtitle}>{banner.subtitle}</span>}
      </span>
    </span>
  );
}
