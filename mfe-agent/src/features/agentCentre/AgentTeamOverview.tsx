import { useTranslation } from 'react-i18next';
import { formatMoney, MASKED_MONEY, useBalance, useSession } from '@portal/shared';
import { NS } from '../../i18n';
import styles from './AgentCentre.module.css';

/** The agent centre's default page: the agent and their own wallet, ahead of the team figures. */
export function AgentTeamOverview() {
  const { t } = useTranslation(NS);
  const { member } = useSession();
  const wallet = useBalance();
  const balance = wallet.balance === null ? '—' : wallet.masked ? MASKED_MONEY : formatMoney(wallet.balance, wallet.decimals);
  return (
    <article data-agent-page="agentTeamOverview">
      <h1 className={styles.title}>{t('pages.agentTeamOverview.title')}</h1>
      <p className={styles.lead}>{t('pages.agentTeamOverview.lead')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('centre.agent')}</dt>
          <dd>{member?.account}</dd>
        </div>
        <div>
          <dt>{t('centre.balance')}</dt>
          <dd data-testid="agent-balance">
            {wallet.currencySymbol} {balance}
          </dd>
        </div>
      </dl>
    </article>
  );
}
