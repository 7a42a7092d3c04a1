import { useTranslation } from '@portal/kernel';
import { CustomerServiceButton } from './CustomerServiceButton';
import styles from './StatusPage.module.css';

/** The domain check failed (spec §8): this host is not one of the site's. */
export function InvalidDomainPage() {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.page} data-status-page="invalidDomain">
      <h1>{t('status.invalidDomainTitle')}</h1>
      <p>{t('status.invalidDomain')}</p>
      <CustomerServiceButton />
    </main>
  );
}
