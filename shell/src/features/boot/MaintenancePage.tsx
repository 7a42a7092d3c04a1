import { useTranslation } from 'react-i18next';
import { useLanguage } from '@portal/shared';
import type { SystemStatus } from '@portal/shared/contracts';
import { CustomerServiceButton } from './CustomerServiceButton';
import styles from './StatusPage.module.css';

export function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const end = status.maintenanceEnd ? new Date(status.maintenanceEnd) : null;
  return (
    <main className={styles.page} data-status-page="maintenance">
      <h1>{status.title || t('status.maintenanceTitle')}</h1>
      {end && (
        <p>
          {t('status.maintenanceEnd', {
            time: end.toLocaleString(language === 'CN' ? 'zh-CN' : language === 'MY' ? 'my-MM' : 'en-GB'),
          })}
        </p>
      )}
      <p>{status.message || t('status.maintenanceMessage')}</p>
      <CustomerServiceButton />
    </main>
  );
}
