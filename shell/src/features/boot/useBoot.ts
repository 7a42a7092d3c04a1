import { http } from '@portal/kernel';
import { useQuery } from '@portal/shared';
import { domainRoutes, SYSTEM_STATUS, sitePermission, systemStatus, type SiteInfo, type SystemStatus } from '@portal/shared/contracts';
import { decryptCustomerService } from './customerService';
import { isAllowedHost } from './domainCheck';
import { restoreSession } from '../session';
import { merchantCode } from '../../app/brand';
import { takePageBoot } from './pageBoot';
import { lacksSecureContext } from './secureContext';

export type BootState =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'insecure' }
  | { phase: 'invalidDomain'; site: SiteInfo }
  | { phase: 'ready'; site: SiteInfo; status: SystemStatus };

/**
 * Boot of spec §4: the site config (its customer-service links decrypted), the domain check, the
 * system status, then the session. The three calls go out at once (one after another they
 * would be three round trips before the header, 1.7 s on a slow phone network); the order of spec §4 is
 * the order their answers are judged in: a wrong domain shows its page whatever the status says.
 * The page itself carries the three answers (pageBoot.ts), which saves their round trip on first load.
 * A page that is not a secure context asks nothing: without Web Crypto the portal can neither sign in
 * (E encryption) nor read its customer-service links.
 */
export function useBoot(): { state: BootState; retry: () => void } {
  const boot = useQuery(
    async (signal): Promise<Exclude<BootState, { phase: 'loading' | 'failed' }>> => {
      if (lacksSecureContext()) return { phase: 'insecure' };
      const inPage = takePageBoot(merchantCode());
      const [{ info }, routes, status] = inPage
        ? [inPage.permission, inPage.domainRoutes, inPage.status]
        : await Promise.all([
            http.call(sitePermission, undefined, { signal }),
            http.call(domainRoutes, undefined, { signal }),
            http.call(systemStatus, undefined, { signal }),
          ]);
      const site = { ...info, customerService: await decryptCustomerService(info.customerService, merchantCode()) };
      if (!isAllowedHost(window.location.hostname, site.mainDomain, routes)) return { phase: 'invalidDomain', site };
      if (status.status === SYSTEM_STATUS.normal) await restoreSession();
      return { phase: 'ready', site, status };
    },
    [],
    { keepData: false },
  );
  const state: BootState = boot.status === 'ready' ? boot.data : boot.status === 'failed' ? { phase: 'failed' } : { phase: 'loading' };
  return { state, retry: boot.retry };
}
