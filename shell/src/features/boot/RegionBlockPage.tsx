import type { SystemStatus } from '@portal/shared/contracts';
import { CustomerServiceButton } from './CustomerServiceButton';
import styles from './StatusPage.module.css';
import { useShellTranslation } from '../../i18n';

export function RegionBlockPage({ status }: { status: SystemStatus }) {
  const { t } = useShellTranslation();
  return (
    <main className={styles.page} data-status-page="region">
      <h1>{t('status.regionTitle')}</h1>
      <p>{t('status.regionIp', { ip: status.ip ?? '' })}</p>
      <p>{status.message || t('status.regionMessage')}</p>
      <CustomerServiceButton />
    </main>
  );
}
