import { http, useQuery } from '@portal/shared';
import { SYSTEM_STATUS, sitePermission, systemStatus, type SiteInfo, type SystemStatus } from '@portal/shared/contracts';
import { decryptCustomerService } from './customerService';
import { isAllowedHost } from './domainCheck';
import { restoreSession } from '../session';
import { merchantCode } from '../../app/brand';

export type BootState =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'invalidDomain'; site: SiteInfo }
  | { phase: 'ready'; site: SiteInfo; status: SystemStatus };

/**
 * Boot order of spec §4: the site config first (its customer-service links decrypted), the domain
 * check, then the system status, then the session.
 */
export function useBoot(): { state: BootState; retry: () => void } {
  const boot = useQuery(
    async (signal): Promise<Exclude<BootState, { phase: 'loading' | 'failed' }>> => {
      const { info } = await http.call(sitePermission, undefined, { signal });
      const site = { ...info, customerService: await decryptCustomerService(info.customerService, merchantCode()) };
      if (!(await isAllowedHost(window.location.hostname, site.mainDomain))) return { phase: 'invalidDomain', site };
      const status = await http.call(systemStatus, undefined, { signal });
      if (status.status === SYSTEM_STATUS.normal) await restoreSession();
      return { phase: 'ready', site, status };
    },
    [],
    { keepData: false },
  );
  const state: BootState = boot.status === 'ready' ? boot.data : boot.status === 'failed' ? { phase: 'failed' } : { phase: 'loading' };
  return { state, retry: boot.retry };
}
