import { Outlet, sendCommand, useSession } from '@portal/kernel';
import { useShownBalance, useSiteDate } from '@portal/shared';
import { SITE_GMT_LABEL } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentMenu } from './AgentMenu';
import { ContractInfoProvider, useContractInfoQuery } from './contractInfo';
import { FrozenBanner } from './FrozenBanner';
import { useClock } from './useClock';
import styles from './AgentCentre.module.css';

/**
 * The agent centre's frame (spec §2): the site's GMT offset and clock, the agent, sign out, the frozen
 * banner while the agent owes its downline, the menu (the contract record pages the consolidated
 * contract info enables) and the page.
 */
export function AgentCentre({ basePath }: { basePath: string }) {
  const { t } = useAgentTranslation();
  const session = useSession();
  const now = useClock();
  const formatDate = useSiteDate();
  const contracts = useContractInfoQuery();
  // The agent's own wallet, beside their name: what transfers and envelopes are paid from.
  const balance = useShownBalance();
  return (
    <ContractInfoProvider value={contracts}>
      <div className={styles.centre}>
        <div className={styles.bar}>
          <strong>{t('centre.title')}</strong>
          <span className={styles.clock} data-testid="agent-clock">
            {SITE_GMT_LABEL} {formatDate(now, 'time')}
          </span>
          <span className={styles.account}>{session.member?.nickname || session.member?.account}</span>
          <span className={styles.balance} data-testid="agent-balance">
            {t('centre.balance')} {balance}
          </span>
          <button type="button" onClick={() => sendCommand({ type: 'logout' })}>
            {t('centre.signOut')}
          </button>
        </div>
        {contracts.owed > 0 && <FrozenBanner owed={contracts.owed} />}
        <div className={styles.body}>
          <AgentMenu basePath={basePath} contracts={contracts.kinds} />
          <section className={styles.content}>
            <Outlet />
          </section>
        </div>
      </div>
    </ContractInfoProvider>
  );
}
