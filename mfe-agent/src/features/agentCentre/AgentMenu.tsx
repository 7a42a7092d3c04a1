import { Link, sendCommand } from '@portal/kernel';
import { NavMenu, type NavMenuItem } from '@portal/shared';
import { useAgentTranslation } from '../../i18n';
import { ELSEWHERE } from './pages';
import styles from './AgentCentre.module.css';

/** The agent menu of spec §2: the centre's pages (those the contracts enable), then the entries that lead elsewhere in the portal. */
export function AgentMenu({ items }: { items: NavMenuItem[] }) {
  const { t } = useAgentTranslation();
  return (
    <div className={styles.menu}>
      <NavMenu items={items} label={t('centre.menu')} className={styles.pages} />
      <nav className={styles.elsewhere} aria-label={t('centre.elsewhere')}>
        {ELSEWHERE.map((entry) =>
          'to' in entry ? (
            <Link key={entry.key} to={entry.to}>
              {t(`centre.${entry.key}`)}
            </Link>
          ) : (
            <button key={entry.key} type="button" onClick={() => sendCommand({ type: 'openModal', modal: entry.modal })}>
              {t(`centre.${entry.key}`)}
            </button>
          ),
        )}
      </nav>
    </div>
  );
}
