import type { ReactNode } from 'react';
import { ErrorState, Spinner, useSharedTranslation } from '@portal/shared';
import { SYSTEM_STATUS } from '@portal/shared/contracts';
import { useBoot } from './useBoot';
import { SiteConfigContext } from './SiteConfigContext';
import { MaintenancePage } from './MaintenancePage';
import { RegionBlockPage } from './RegionBlockPage';
import { InvalidDomainPage } from './InvalidDomainPage';
import { InsecurePage } from './InsecurePage';
import styles from './StatusPage.module.css';

/**
 * Renders the portal only for status 0; 1 and 2 get their status pages, anything else nothing. A page
 * that is not a secure context, or on a foreign domain, gets its own page first.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const { t } = useSharedTranslation();
  const { state, retry } = useBoot();

  if (state.phase === 'loading') {
    return (
      <div className={styles.center} aria-busy="true">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div className={styles.center}>
        <ErrorState message={t('errors.network')} onRetry={retry} />
      </div>
    );
  }
  if (state.phase === 'insecure') return <InsecurePage />;
  if (state.phase === 'invalidDomain') {
    return (
      <SiteConfigContext.Provider value={state.site}>
        <InvalidDomainPage />
      </SiteConfigContext.Provider>
    );
  }
  const { site, status } = state;
  return (
    <SiteConfigContext.Provider value={site}>
      {status.status === SYSTEM_STATUS.normal && children}
      {status.status === SYSTEM_STATUS.maintenance && <MaintenancePage status={status} />}
      {status.status === SYSTEM_STATUS.regionRestricted && <RegionBlockPage status={status} />}
    </SiteConfigContext.Provider>
  );
}
