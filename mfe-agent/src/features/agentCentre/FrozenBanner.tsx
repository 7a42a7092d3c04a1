import { Link } from '@portal/kernel';
import { useMoney } from '@portal/shared';
import { useAgentTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { ELSEWHERE } from './pages';
import styles from './AgentCentre.module.css';

const DEPOSIT = ELSEWHERE.find((entry) => entry.key === 'deposit')!.to;

/**
 * Above every page while the agent owes its downline (`owed` > 0, unpaid settlements): the account is
 * frozen (no bets, withdrawals or transfers), everything can still be seen, a deposit pays it, and it
 * thaws once the settlement jobs take the payment.
 */
export function FrozenBanner({ owed }: { owed: number }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  return (
    <div role="alert" className={styles.frozen} data-testid="frozen-banner">
      <p>
        <strong>{t('centre.frozen.title')}</strong> {t('centre.frozen.owed', { amount: money(owed) })}
      </p>
      <p>{t('centre.frozen.still')}</p>
      <p>{t('centre.frozen.thaw')}</p>
      <Link to={DEPOSIT} className={layoutStyles.linkButton}>
        {t('centre.frozen.deposit')}
      </Link>
    </div>
  );
}
