/** Announcements, banners (drawn as SVG) and the help centre. */
export { drawBanner, escapeXml } from './banner-svg';
export { firstBannerUrl, popupExecution } from './service';
