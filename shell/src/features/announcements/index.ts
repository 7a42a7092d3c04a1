import './i18n';

export { AnnouncementModal } from './lazyAnnouncementModal';
export type { NoticeSource } from './AnnouncementModal';
export { Marquee } from './Marquee';
export { HomePopups } from './HomePopups';
export { PromotionStrip } from './PromotionStrip';
export { SafeHtml } from './SafeHtml';
export { BannerPicture } from './BannerPicture';
export { useAnnouncements } from './useAnnouncements';
export { HomeBanners } from './HomeBanners';
