export { BootGate } from './BootGate';
// The context itself is exported for tests that render a part of the page without the boot gate.
export { SiteConfigContext, useSiteConfig, useWhitelabel } from './SiteConfigContext';
export { pageHomeBannerUrl, takePageBoot } from './pageBoot';
export { serviceChannels, serviceLabel } from './customerService';
