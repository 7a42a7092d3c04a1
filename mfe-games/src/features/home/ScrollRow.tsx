import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { prefersReducedMotion, useInView } from '@portal/shared';
import { useGamesTranslation } from '../../i18n';
import './i18n';
import styles from './Home.module.css';

export interface ScrollRowProps {
  /** Names the row for screen readers. */
  label: string;
  slides: { key: string; content: ReactNode }[];
  /** How many cards a view shows, or 'auto' for cards sized by CSS. */
  slidesPerView: number | 'auto';
  arrows: boolean;
  /** Moves one card on after this many milliseconds of rest, while the row is on screen and nobody is on it. */
  autoplayDelay?: number;
  /** How long a move takes (spec §9: the hot row's 1100 ms); without it the browser's smooth scroll. */
  speed?: number;
}


/** Less than a pixel short of an end counts as the end (scroll positions are fractional on phones). */
const EDGE = 2;

const easeInOut = (x: number) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);

/**
 * Scrolls `element` to `left` in `duration` ms, one scroll position a frame (a write per frame, no
 * layout read). Snapping is off meanwhile, or each step would snap back; the end is a snap point.
 */
function glide(element: HTMLElement, left: number, duration: number, done: () => void): () => void {
  const from = element.scrollLeft;
  const started = performance.now();
  element.style.scrollSnapType = 'none';
  let frame = 0;
  const finish = () => {
    element.style.scrollSnapType = '';
    done();
  };
  const tick = (now: number) => {
    const progress = Math.min(1, (now - started) / duration);
    element.scrollLeft = from + (left - from) * easeInOut(progress);
    if (progress < 1) frame = requestAnimationFrame(tick);
    else finish();
  };
  frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    element.style.scrollSnapType = '';
  };
}

/**
 * A horizontal row of cards (the home page's hot row and long vendor rows): a native scroller with
 * scroll snapping, moved by our own arrows and autoplay. Not swiper: the
 * browser scrolls and snaps on its compositor, so a row costs no script to set up and nothing per
 * frame, where swiper's set-up of the hot row was the home page's longest task on a phone (about
 * 360 ms at 4x CPU slowdown) and each autoplay step re-classed every slide. A person swipes it with
 * the browser's own touch scrolling. Autoplay pauses while a pointer, finger or focus is on the row,
 * while the row is off screen, and for anyone who prefers reduced motion; at the end it goes back to
 * the first card.
 */
export function ScrollRow({ label, slides, slidesPerView, arrows, autoplayDelay, speed }: ScrollRowProps) {
  const { t } = useGamesTranslation();
  const track = useRef<HTMLUListElement | null>(null);
  const stopGlide = useRef<(() => void) | null>(null);
  const [watch, onScreen] = useInView<HTMLDivElement>();
  const [held, setHeld] = useState(false);

  /** One card on (1) or back (-1); past an end, to the other end. Calls `done` once it has arrived. */
  const step = useCallback(
    (direction: 1 | -1, done: () => void = () => undefined) => {
      const element = track.current;
      if (!element) return done();
      const card = element.firstElementChild as HTMLElement | null;
      const by = (card?.offsetWidth ?? element.clientWidth) + (parseFloat(getComputedStyle(element).columnGap) || 0);
      const end = element.scrollWidth - element.clientWidth;
      const at = element.scrollLeft;
      const left = direction > 0 ? (at >= end - EDGE ? 0 : Math.min(end, at + by)) : at <= EDGE ? end : Math.max(0, at - by);
      stopGlide.current?.();
      if (prefersReducedMotion() || typeof element.scrollTo !== 'function') {
        element.scrollLeft = left;
        return done();
      }
      if (speed === undefined) {
        element.scrollTo({ left, behavior: 'smooth' });
        return done();
      }
      stopGlide.current = glide(element, left, speed, () => {
        stopGlide.current = null;
        done();
      });
    },
    [speed],
  );

  // Rest, move, rest, move…: the next rest starts once a move has arrived, as swiper's autoplay did.
  const playing = autoplayDelay !== undefined && onScreen && !held && !prefersReducedMotion();
  useEffect(() => {
    if (!playing) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    let live = true;
    const rest = () => {
      timer = setTimeout(() => step(1, () => live && rest()), autoplayDelay);
    };
    rest();
    return () => {
      live = false;
      clearTimeout(timer);
      stopGlide.current?.();
    };
  }, [playing, autoplayDelay, step]);

  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  const perView = typeof slidesPerView === 'number' ? ({ '--per-view': slidesPerView } as CSSProperties) : undefined;
  return (
    <div
      ref={watch}
      className={styles.scrollRow}
      data-testid="scroll-row"
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={hold}
      onPointerLeave={release}
      onTouchStart={hold}
      onTouchEnd={release}
      onFocus={hold}
      onBlur={release}
    >
      {arrows && (
        <button type="button" className={styles.arrow} aria-label={t('home.previous')} onClick={() => step(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <ul ref={track} className={`${styles.track} ${slidesPerView === 'auto' ? styles.autoSlides : styles.countedSlides}`} style={perView}>
        {slides.map((slide) => (
          <li key={slide.key} className={styles.slide}>
            {slide.content}
          </li>
        ))}
      </ul>
      {arrows && (
        <button type="button" className={styles.arrow} aria-label={t('home.next')} onClick={() => step(1)}>
          <span aria-hidden="true">›</span>
        </button>
      )}
    </div>
  );
}
