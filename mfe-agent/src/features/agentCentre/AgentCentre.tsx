import { useTranslation } from 'react-i18next';
import { NavMenu, Outlet, sendCommand, useSession, useSiteDate } from '@portal/shared';
import { SITE_GMT_LABEL } from '@portal/shared/contracts';
import { NS } from '../../i18n';
import { visibleMenu, type ContractKind } from './pages';
import { useClock } from './useClock';
import styles from './AgentCentre.module.css';

// Contract kinds come from the consolidated contract info; none is enabled until contracts exist.
const NO_CONTRACTS: ReadonlySet<ContractKind> = new Set();

export function AgentCentre({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const now = useClock();
  const formatDate = useSiteDate();
  const items = visibleMenu(NO_CONTRACTS).map((page) => ({ to: `${basePath}/${page}`, label: t(`pages.${page}.title`) }));
  return (
    <div className={styles.centre}>
      <div className={styles.bar}>
        <strong>{t('centre.title')}</strong>
        <span className={styles.clock} data-testid="agent-clock">
          {SITE_GMT_LABEL} {formatDate(now, 'time')}
        </span>
        <span>{session.member?.nickname || session.member?.account}</span>
        <button type="button" onClick={() => sendCommand({ type: 'logout' })}>
          {t('centre.signOut')}
        </button>
      </div>
      <div className={styles.body}>
        <NavMenu items={items} label={t('centre.menu')} />
        <section className={styles.content}>
          <Outlet />
        </section>
      </div>
    </div>
  );
}
