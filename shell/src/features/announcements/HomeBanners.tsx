import { lazy, Suspense, useEffect, useState } from 'react';
import { BANNER_AUTOPLAY_MS, prefersReducedMotion } from '@portal/shared';
import { useAnnouncements } from './useAnnouncements';
import { BannerSlide } from './BannerSlide';
import { BannerPicture } from './BannerPicture';
import { pageHomeBannerUrl } from '../boot';
import styles from './BannerCarousel.module.css';
import { useShellTranslation } from '../../i18n';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

/** The carousel's code comes this long before its first slide change, so the change is on time. */
const LOAD_AHEAD_MS = 1000;

/**
 * The home banners. The first banner is the page's largest picture, so it is drawn at once,
 * in the first render, in a box of its final size; the carousel (its own small chunk) is loaded only
 * when it is needed: shortly before the first autoplay change, or as soon as a person points at,
 * touches or tabs into the banners. Until then the first banner stands as the carousel will show it.
 */
export function HomeBanners({ group = 'home' }: { group?: string }) {
  const { t } = useShellTranslation();
  const state = useAnnouncements();
  const [wanted, setWanted] = useState(false);
  const banners = state.data?.banners.filter((banner) => banner.groupName === group) ?? [];
  const moving = banners.length > 1;

  useEffect(() => {
    // Nothing moves by itself for people who asked for less motion: the carousel comes when reached for.
    if (!moving || wanted || prefersReducedMotion()) return undefined;
    const timer = setTimeout(() => setWanted(true), BANNER_AUTOPLAY_MS - LOAD_AHEAD_MS);
    return () => clearTimeout(timer);
  }, [moving, wanted]);

  if (!state.data) {
    // The page named the first banner's picture (PageBoot): drawn now in the banner's own box, its
    // title comes with the banners' answer (an overlay: nothing moves).
    const early = group === 'home' ? pageHomeBannerUrl() : null;
    if (!early) return <div className={styles.placeholder} aria-hidden="true" />;
    return (
      <div className={styles.carousel} aria-hidden="true">
        <span className={styles.slide}>
          <BannerPicture banner={{ url: early, title: '' }} eager />
        </span>
      </div>
    );
  }
  const first = banners[0];
  if (!first) return null;
  const still = <BannerSlide banner={first} index={0} />;
  const want = moving ? () => setWanted(true) : undefined;
  return (
    <section className={styles.carousel} aria-label={t('home.banners')} onPointerEnter={want} onTouchStart={want} onFocus={want}>
      {wanted ? (
        <Suspense fallback={still}>
          <BannerCarousel banners={banners} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
