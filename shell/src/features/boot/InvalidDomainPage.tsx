import { CustomerServiceButton } from './CustomerServiceButton';
import styles from './StatusPage.module.css';
import { useShellTranslation } from '../../i18n';

/** The domain check failed (spec §8): this host is not one of the site's. */
export function InvalidDomainPage() {
  const { t } = useShellTranslation();
  return (
    <main className={styles.page} data-status-page="invalidDomain">
      <h1>{t('status.invalidDomainTitle')}</h1>
      <p>{t('status.invalidDomain')}</p>
      <CustomerServiceButton />
    </main>
  );
}
