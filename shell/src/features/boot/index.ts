export { BootGate } from './BootGate';
export { useSiteConfig, useWhitelabel } from './SiteConfigContext';
