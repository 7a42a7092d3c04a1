/** Announcements, banners (drawn as SVG) and the help centre. */
export { drawBanner, escapeXml } from './banner-svg';
export { firstBannerUrl, popupExecution } from './service';
// The portal's Burmese font, for the pages the API renders itself.
export { PORTAL_MYANMAR_FONT_FACES } from './fonts';
