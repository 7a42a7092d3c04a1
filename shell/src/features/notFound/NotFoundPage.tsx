import { Link } from '@portal/kernel';
import './i18n';
import { paths } from '../../app/paths';
import { useShellTranslation } from '../../i18n';
import styles from './NotFoundPage.module.css';

/** The slots lobby: the games page every visitor may open without logging in. */
const GAMES_LOBBY = '/rng';

/**
 * What an address that is no page shows: saying so in the reader's language, with the ways back,
 * rather than a silent jump to the home page that leaves the visitor wondering where the link went.
 */
export function NotFoundPage() {
  const { t } = useShellTranslation();
  return (
    <section className={styles.page} data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <nav aria-label={t('notFound.links')}>
        <ul className={styles.links}>
          <li>
            <Link to={paths.home}>{t('notFound.home')}</Link>
          </li>
          <li>
            <Link to={GAMES_LOBBY}>{t('notFound.games')}</Link>
          </li>
          <li>
            <Link to={paths.lottery}>{t('notFound.lottery')}</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
