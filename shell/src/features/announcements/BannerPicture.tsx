import styles from './BannerPicture.module.css';

/** What a picture needs: the API's art and the texts to lay over it (a banner, or a promotion's image and title). */
export interface BannerArt {
  url: string;
  title: string;
  subtitle?: string;
}

/**
 * A banner: the API's art (which carries no text) with its title and subtitle laid over it as HTML, so
 * they use the page's fonts (Burmese included: an <img> cannot) and screen readers read them.
 */
export function BannerPicture({ banner, eager = false, className }: { banner: BannerArt; eager?: boolean; className?: string }) {
  return (
    <span className={`${styles.picture} ${className ?? ''}`}>
      {/* The first banner is the home page's largest picture: fetched first, never lazily. */}
      <img src={banner.url} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} />
      <span className={styles.caption}>
        <span className={styles.title}>{banner.title}</span>
        {banner.subtitle && <span className={styles.subtitle}>{banner.subtitle}</span>}
      </span>
    </span>
  );
}
