import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sendCommand, useSession } from '@portal/shared';
import { NS } from '../../i18n';
import { visibleMenu, type ContractKind } from './pages';
import { gmtOffset, useClock } from './useClock';
import styles from './AgentCentre.module.css';

// Contract kinds come from the consolidated contract info; none is enabled until contracts exist.
const NO_CONTRACTS: ReadonlySet<ContractKind> = new Set();

export function AgentCentre({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const now = useClock();
  return (
    <div className={styles.centre}>
      <div className={styles.bar}>
        <strong>{t('centre.title')}</strong>
        <span className={styles.clock} data-testid="agent-clock">
          {gmtOffset(now)} {now.toLocaleTimeString('en-GB')}
        </span>
        <span>{session.member?.nickname || session.member?.account}</span>
        <button type="button" onClick={() => sendCommand({ type: 'logout' })}>
          {t('centre.signOut')}
        </button>
      </div>
      <div className={styles.body}>
        <nav className={styles.menu} aria-label={t('centre.menu')}>
          {visibleMenu(NO_CONTRACTS).map((page) => (
            <NavLink key={page} to={`${basePath}/${page}`} className={({ isActive }) => (isActive ? styles.active : undefined)}>
              {t(`pages.${page}.title`)}
            </NavLink>
          ))}
        </nav>
        <section className={styles.content}>
          <Outlet />
        </section>
      </div>
    </div>
  );
}
