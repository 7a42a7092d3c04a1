import { Outlet, sendCommand, useSession } from '@portal/kernel';
import { CentreLayout, useShownBalance, useSiteDate } from '@portal/shared';
import { SITE_GMT_LABEL } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentMenu } from './AgentMenu';
import { ContractInfoProvider, useContractInfoQuery } from './contractInfo';
import { FrozenBanner } from './FrozenBanner';
import { visibleMenu } from './pages';
import { useClock } from './useClock';
import styles from './AgentCentre.module.css';

/**
 * The agent centre's frame (spec §2): the site's GMT offset and clock, the agent, sign out, the frozen
 * banner while the agent owes its downline, the menu (the contract record pages the consolidated
 * contract info enables; a drawer on a phone) and the page.
 */
export function AgentCentre({ basePath }: { basePath: string }) {
  const { t } = useAgentTranslation();
  const session = useSession();
  const now = useClock();
  const formatDate = useSiteDate();
  const contracts = useContractInfoQuery();
  // The agent's own wallet, beside their name: what transfers and envelopes are paid from.
  const balance = useShownBalance();
  const pages = visibleMenu(contracts.kinds).map((page) => ({ to: `${basePath}/${page}`, label: t(`pages.${page}.title`) }));
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
        <CentreLayout name={t('centre.title')} pages={pages} menu={<AgentMenu items={pages} />}>
          <section className={styles.content}>
            <Outlet />
          </section>
        </CentreLayout>
      </div>
    </ContractInfoProvider>
  );
}
