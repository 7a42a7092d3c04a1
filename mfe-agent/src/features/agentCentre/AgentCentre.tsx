import { formatMoney, MASKED_MONEY, Outlet, sendCommand, useBalance, useSession, useSiteDate } from '@portal/shared';
import { SITE_GMT_LABEL } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentMenu } from './AgentMenu';
import type { ContractKind } from './pages';
import { useClock } from './useClock';
import styles from './AgentCentre.module.css';

// Contract kinds come from the consolidated contract info; none is enabled until contracts exist.
export const NO_CONTRACTS: ReadonlySet<ContractKind> = new Set();

/** The agent centre's frame (spec §2): the site's GMT offset and clock, the agent, sign out, the menu and the page. */
export function AgentCentre({ basePath }: { basePath: string }) {
  const { t } = useAgentTranslation();
  const session = useSession();
  const now = useClock();
  const formatDate = useSiteDate();
  // The agent's own wallet, beside their name: what transfers and envelopes are paid from.
  const wallet = useBalance();
  const balance = wallet.balance === null ? '—' : wallet.masked ? MASKED_MONEY : formatMoney(wallet.balance, wallet.decimals);
  return (
    <div className={styles.centre}>
      <div className={styles.bar}>
        <strong>{t('centre.title')}</strong>
        <span className={styles.clock} data-testid="agent-clock">
          {SITE_GMT_LABEL} {formatDate(now, 'time')}
        </span>
        <span className={styles.account}>{session.member?.nickname || session.member?.account}</span>
        <span className={styles.balance} data-testid="agent-balance">
          {t('centre.balance')} {wallet.currencySymbol} {balance}
        </span>
        <button type="button" onClick={() => sendCommand({ type: 'logout' })}>
          {t('centre.signOut')}
        </button>
      </div>
      <div className={styles.body}>
        <AgentMenu basePath={basePath} contracts={NO_CONTRACTS} />
        <section className={styles.content}>
          <Outlet />
        </section>
      </div>
    </div>
  );
}
