import { useTranslation } from 'react-i18next';
import { FactGrid, formatMoney, MASKED_MONEY, PageHero, useBalance, useSession } from '@portal/shared';
import { NS } from '../../i18n';
import styles from './AgentCentre.module.css';

/** The agent centre's default page: the agent and their own wallet, ahead of the team figures. */
export function AgentTeamOverview() {
  const { t } = useTranslation(NS);
  const { member } = useSession();
  const wallet = useBalance();
  const balance = wallet.balance === null ? '—' : wallet.masked ? MASKED_MONEY : formatMoney(wallet.balance, wallet.decimals);
  return (
    <article className={styles.page} data-agent-page="agentTeamOverview">
      <PageHero tone="agent" title={t('pages.agentTeamOverview.title')} lead={t('pages.agentTeamOverview.lead')} />
      <FactGrid
        facts={[
          { label: t('centre.agent'), value: member?.account },
          { label: t('centre.balance'), value: `${wallet.currencySymbol} ${balance}`, testId: 'agent-balance' },
        ]}
      />
    </article>
  );
}
