import { createContext, useContext } from 'react';
import type { SiteInfo } from './api';

export const SiteConfigContext = createContext<SiteInfo | null>(null);

export function useSiteConfig(): SiteInfo {
  const info = useContext(SiteConfigContext);
  if (!info) throw new Error('useSiteConfig outside the boot gate');
  return info;
}

/** A whitelabel flag (modId → boolean) of spec §3; unknown flags are off. */
export function useWhitelabel(modId: string): boolean {
  return useSiteConfig().whitelabel[modId] === true;
}
