import type { DomainRoutes } from '@portal/shared/contracts';

/** The domain check of spec §8: the site answers only on its own hosts (its main domain and routes). */
export function isAllowedHost(hostname: string, mainDomain: string, routes: DomainRoutes): boolean {
  const host = hostname.toLowerCase();
  const allowed = [mainDomain, ...routes.map((r) => r.domain)].filter(Boolean).map((d) => d.toLowerCase());
  return allowed.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
