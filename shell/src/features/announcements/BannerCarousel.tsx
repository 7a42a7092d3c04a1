import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS, useNavigate } from '@portal/shared';
import type { Banner } from '@portal/shared/contracts';
import { useAnnouncements } from './useAnnouncements';
import { BannerPicture } from './BannerPicture';
import styles from './BannerCarousel.module.css';

const VIDEO_FILE = /\.(mp4|webm|ogg)(\?|$)/i;

/** A video file plays in place with the banner artwork as its poster; anything else is an embed link. */
function BannerVideo({ banner, title }: { banner: Banner; title: string }) {
  if (VIDEO_FILE.test(banner.linkage)) {
    return <video className={styles.video} src={banner.linkage} poster={banner.url} title={title} controls muted playsInline preload="none" />;
  }
  return <iframe className={styles.video} src={banner.linkage} title={title} allow="autoplay; encrypted-media" loading="lazy" />;
}

/** The home banners of spec §2: images or embedded video, 5000 ms autoplay, 1000 ms transition. */
export default function BannerCarousel({ group = 'home' }: { group?: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const state = useAnnouncements();
  if (!state.data) return <div className={styles.placeholder} aria-hidden="true" />;
  const banners = state.data.banners.filter((banner) => banner.groupName === group);
  if (banners.length === 0) return null;

  const follow = (banner: Banner) => {
    if (banner.linkageType === 'internal') navigate(banner.linkage);
    if (banner.linkageType === 'external') window.open(banner.linkage, '_blank', 'noopener');
  };

  return (
    <section className={styles.carousel} aria-label={t('home.banners')}>
      <Swiper
        modules={[Autoplay, Pagination]}
        loop={banners.length > 1}
        speed={BANNER_TRANSITION_MS}
        autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id}>
            {banner.linkageType === 'video' ? (
              <BannerVideo banner={banner} title={t('home.bannerVideo', { index: index + 1 })} />
            ) : (
              <button type="button" className={styles.slide} onClick={() => follow(banner)} disabled={banner.linkageType === 'none'}>
                <BannerPicture banner={banner} eager={index === 0} />
              </button>
            )}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
