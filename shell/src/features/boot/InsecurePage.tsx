import styles from './StatusPage.module.css';
import { useShellTranslation } from '../../i18n';

/** The page is not a secure context (secureContext.ts): why the site cannot load, and how to open it. */
export function InsecurePage() {
  const { t } = useShellTranslation();
  return (
    <main className={styles.page} data-status-page="insecure">
      <h1>{t('status.insecureTitle')}</h1>
      <p>{t('status.insecure', { address: window.location.host })}</p>
      <p>{t('status.insecureFix')}</p>
    </main>
  );
}
