import { useCallback, useEffect, useState } from 'react';
import { http } from '@portal/shared';
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
  const [state, setState] = useState<BootState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ phase: 'loading' });
    (async (): Promise<BootState> => {
      const { info } = await http.call(sitePermission);
      const site = { ...info, customerService: await decryptCustomerService(info.customerService, merchantCode()) };
      if (!(await isAllowedHost(window.location.hostname, site.mainDomain))) return { phase: 'invalidDomain', site };
      const status = await http.call(systemStatus);
      if (status.status === SYSTEM_STATUS.normal) await restoreSession();
      return { phase: 'ready', site, status };
    })()
      .then((next) => current && setState(next))
      .catch(() => current && setState({ phase: 'failed' }));
    return () => {
      current = false;
    };
  }, [attempt]);

  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
