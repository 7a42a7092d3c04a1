import { useSiteDate } from '@portal/shared';
import type { SystemStatus } from '@portal/shared/contracts';
import { CustomerServiceButton } from './CustomerServiceButton';
import styles from './StatusPage.module.css';
import { useShellTranslation } from '../../i18n';

export function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t } = useShellTranslation();
  const formatDate = useSiteDate();
  return (
    <main className={styles.page} data-status-page="maintenance">
      <h1>{status.title || t('status.maintenanceTitle')}</h1>
      {status.maintenanceEnd && <p>{t('status.maintenanceEnd', { time: formatDate(status.maintenanceEnd) })}</p>}
      <p>{status.message || t('status.maintenanceMessage')}</p>
      <CustomerServiceButton />
    </main>
  );
}
