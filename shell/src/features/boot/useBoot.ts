import { useCallback, useEffect, useState } from 'react';
import { fetchSiteInfo, fetchSystemStatus, type SiteInfo, type SystemStatus } from './api';
import { restoreSession } from '../session';

export type BootState =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'ready'; site: SiteInfo; status: SystemStatus };

/** Boot order of spec §4: the site config first, then the system status, then the session. */
export function useBoot(): { state: BootState; retry: () => void } {
  const [state, setState] = useState<BootState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ phase: 'loading' });
    (async () => {
      const site = await fetchSiteInfo();
      const status = await fetchSystemStatus();
      if (status.status === 0) await restoreSession();
      if (current) setState({ phase: 'ready', site, status });
    })().catch(() => current && setState({ phase: 'failed' }));
    return () => {
      current = false;
    };
  }, [attempt]);

  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
