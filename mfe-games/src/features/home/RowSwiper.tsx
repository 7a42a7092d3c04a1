import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
// The exported file path (not 'swiper/css'), so jest's stylesheet stub recognises it too.
import 'swiper/swiper.css';
import { NS } from '../../i18n';
import styles from './Home.module.css';

export interface RowSwiperProps {
  /** Names the row for screen readers. */
  label: string;
  slides: { key: string; content: ReactNode }[];
  /** A number, or 'auto' for slides sized by CSS. */
  slidesPerView: number | 'auto';
  arrows: boolean;
  autoplayDelay?: number;
  speed?: number;
}

const prefersReducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A horizontal row of cards (the home page's hot row and long vendor rows). It lives in its own chunk,
 * loaded with React.lazy, so swiper is fetched only when a row needs it. Its arrows are our own
 * buttons (named, focusable, token-styled); autoplay is off for anyone who prefers reduced motion.
 */
export default function RowSwiper({ label, slides, slidesPerView, arrows, autoplayDelay, speed }: RowSwiperProps) {
  const { t } = useTranslation(NS);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const autoplay = autoplayDelay !== undefined && !prefersReducedMotion() ? { delay: autoplayDelay, disableOnInteraction: false, pauseOnMouseEnter: true } : false;
  return (
    <div className={styles.swiperRow} data-testid="row-swiper" role="group" aria-roledescription="carousel" aria-label={label}>
      {arrows && (
        <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t('home.previous')} onClick={() => swiper?.slidePrev()}>
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <Swiper
        className={styles.swiper}
        modules={autoplay ? [Autoplay] : []}
        slidesPerView={slidesPerView}
        spaceBetween={12}
        speed={speed}
        rewind
        autoplay={autoplay}
        watchSlidesProgress
        onSwiper={setSwiper}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className={slidesPerView === 'auto' ? styles.autoSlide : undefined}>
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
      {arrows && (
        <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('home.next')} onClick={() => swiper?.slideNext()}>
          <span aria-hidden="true">›</span>
        </button>
      )}
    </div>
  );
}
