import { useMoney } from '@portal/shared';
import type { AgentContract, ContractKind, ContractTier } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { shownRate } from './tiers';
import styles from './ContractRequests.module.css';

/** Terms in words, one line a tier: "Tier 1: bet ≥ K 1,000.00, net loss ≥ K 500.00, 3 active members → 1.50 %". */
export function Terms({ kind, tiers, testId }: { kind: ContractKind; tiers: readonly ContractTier[]; testId?: string }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  if (tiers.length === 0) return <span className={styles.note}>{t('contracts.noTerms')}</span>;
  return (
    <ol className={styles.terms} data-testid={testId}>
      {tiers.map((tier, index) => (
        <li key={index}>
          {t(kind === 'dividend' ? 'contracts.termLine.dividend' : kind === 'dailySalary' ? 'contracts.termLine.daily' : 'contracts.termLine.salary', {
            number: index + 1,
            bet: money(tier.minimumBet),
            netLoss: money(tier.netLoss),
            members: tier.activeMember,
            rate: shownRate(tier.rateType, tier.rate, money),
          })}
        </li>
      ))}
    </ol>
  );
}

/** The kind as read, with a dividend's product and period: "Dividend · Sports · weekly". */
export function KindText({ contract }: { contract: Pick<AgentContract, 'kind' | 'product' | 'period'> }) {
  const { t } = useAgentTranslation();
  const kind = t(`contracts.kinds.${contract.kind}`);
  if (contract.kind !== 'dividend') return <>{kind}</>;
  return (
    <>
      {kind} · {t(`contracts.products.${contract.product}`)}
      {contract.period ? ` · ${t(`contracts.periods.${contract.period}`)}` : ''}
    </>
  );
}

/**
 * The status as read from the agent's side (`mine`: which side of the contract the agent is):
 * a termination says who asked, "you" or the other party's account.
 */
export function StatusText({ contract, mine }: { contract: AgentContract; mine: 'upline' | 'downline' }) {
  const { t } = useAgentTranslation();
  if (contract.status !== 'V') return <>{t(`contracts.statuses.${contract.status}`)}</>;
  const by = contract.terminationBy;
  if (!by) return <>{t('contracts.statuses.V')}</>;
  const who = by === mine ? t('contracts.you') : contract[by].account;
  return <>{t('contracts.statuses.Vby', { who })}</>;
}
