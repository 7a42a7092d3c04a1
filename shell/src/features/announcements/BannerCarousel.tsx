import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS, prefersReducedMotion } from '@portal/shared';
import type { Banner } from '@portal/shared/contracts';
import { BannerSlide } from './BannerSlide';
import styles from './BannerCarousel.module.css';
import { useShellTranslation } from '../../i18n';

/** A horizontal drag of at least this many pixels is a swipe to the next or previous banner. */
const SWIPE_PX = 40;

/**
 * The banners as a carousel (spec §2: 5000 ms autoplay, 1000 ms transition, loop, bullets): a track
 * of the slides moved by a CSS transform, in a few hundred bytes (swiper was 25 KB as served). Loaded
 * by HomeBanners only when the carousel is about to move or a person reaches for it. The loop goes on
 * forward: after the last banner comes a copy of the first, and once there the track jumps back to the
 * real first one without a transition. Autoplay pauses while a mouse is over the banners and goes on
 * after a bullet or a swipe. For people who asked for less motion it does not move by itself and
 * changes without a transition; the bullets and swipes still work.
 */
export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useShellTranslation();
  const count = banners.length;
  const still = prefersReducedMotion();
  // The track's position: 0 … count - 1 are the banners, `count` the copy of the first.
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  const pressedAt = useRef<number | null>(null);
  const shown = position % count;

  const go = (next: number) => {
    setAnimate(true);
    setPosition(next);
  };
  const forward = () => {
    if (still) return go((shown + 1) % count);
    // From the copy of the first (its jump back not yet made), the next is the second banner.
    go(position >= count ? 1 : position + 1);
  };
  const backward = () => go((shown - 1 + count) % count);

  useEffect(() => {
    if (still || paused || count < 2) return undefined;
    const timer = setTimeout(forward, BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
    // `forward` reads the position this effect ran for: a new position starts a new wait.
  }, [position, paused, still, count]);

  // On the copy of the first banner: back to the real first one, without a transition.
  const settle = () => {
    if (position < count) return;
    setAnimate(false);
    setPosition(0);
  };

  const press = (event: PointerEvent) => {
    pressedAt.current = event.clientX;
  };
  const release = (event: PointerEvent) => {
    const from = pressedAt.current;
    pressedAt.current = null;
    if (from === null || count < 2) return;
    const moved = event.clientX - from;
    if (moved <= -SWIPE_PX) forward();
    if (moved >= SWIPE_PX) backward();
  };

  const first = banners[0];
  const slides = count > 1 && !still && first ? [...banners, first] : banners;
  return (
    <div
      className={styles.viewport}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setPaused(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setPaused(false)}
      onPointerDown={press}
      onPointerUp={release}
      onPointerCancel={() => {
        pressedAt.current = null;
      }}
    >
      <div
        className={styles.track}
        style={{ transform: `translateX(${-100 * position}%)`, transitionDuration: `${animate && !still ? BANNER_TRANSITION_MS : 0}ms` }}
        onTransitionEnd={settle}
        data-testid="banner-track"
      >
        {slides.map((banner, index) => {
          const current = index === position;
          return (
            // Only the banner on screen is read and reached by Tab; the others (and the copy) are inert.
            <div key={index === count ? 'copy' : banner.id} className={styles.item} aria-hidden={!current} inert={!current}>
              <BannerSlide banner={banner} index={index % count} />
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.bullets}>
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={styles.bullet}
              aria-label={t('announcements.showBanner', { index: index + 1 })}
              aria-current={index === shown ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
