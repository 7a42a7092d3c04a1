import { http } from '@portal/shared';
import { domainRoutes } from '@portal/shared/contracts';

/** The domain check of spec §8: the site answers only on its own hosts. */
export async function isAllowedHost(hostname: string, mainDomain: string): Promise<boolean> {
  const routes = await http.call(domainRoutes);
  const host = hostname.toLowerCase();
  const allowed = [mainDomain, ...routes.map((r) => r.domain)].filter(Boolean).map((d) => d.toLowerCase());
  return allowed.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
