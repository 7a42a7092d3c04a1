export { BootGate } from './BootGate';
export { useSiteConfig, useWhitelabel } from './SiteConfigContext';
export type { SiteInfo } from './api';
