import { createContext, useContext } from 'react';
import type { SiteInfo, WhitelabelModId } from '@portal/shared/contracts';

export const SiteConfigContext = createContext<SiteInfo | null>(null);

export function useSiteConfig(): SiteInfo {
  const info = useContext(SiteConfigContext);
  if (!info) throw new Error('useSiteConfig outside the boot gate');
  return info;
}

/** A whitelabel flag of spec §3 (only a known modId: a misspelt one does not compile). */
export function useWhitelabel(modId: WhitelabelModId): boolean {
  return useSiteConfig().whitelabel[modId] === true;
}
