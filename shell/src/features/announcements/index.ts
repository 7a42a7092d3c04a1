import './i18n';
import { lazy } from 'react';

export { AnnouncementModal, type NoticeSource } from './AnnouncementModal';
export { Marquee } from './Marquee';
export { HomePopups } from './HomePopups';
export { PromotionStrip } from './PromotionStrip';
export { SafeHtml } from './SafeHtml';
export { BannerPicture } from './BannerPicture';
export { useAnnouncements } from './useAnnouncements';
/** Swiper is only needed once the home page shows banners: it loads in its own chunk. */
export const BannerCarousel = lazy(() => import('./BannerCarousel'));
