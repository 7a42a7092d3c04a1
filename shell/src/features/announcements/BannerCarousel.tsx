import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS, prefersReducedMotion } from '@portal/shared';
import type { Banner } from '@portal/shared/contracts';
import { BannerSlide } from './BannerSlide';

/**
 * The banners as a carousel (spec §2: 5000 ms autoplay, 1000 ms transition, loop, bullets), with
 * swiper: loaded by HomeBanners only when the carousel is about to move or a person reaches for it.
 * For people who asked for less motion it does not move by itself; the bullets and swipes still do.
 */
export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      loop={banners.length > 1}
      speed={prefersReducedMotion() ? 0 : BANNER_TRANSITION_MS}
      autoplay={prefersReducedMotion() ? false : { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={{ clickable: true }}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide banner={banner} index={index} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
