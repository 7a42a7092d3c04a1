import type { AgentContract, ContractKind, ContractTier } from '@portal/shared/contracts';
import { useTierLine } from '../../contractTerms';
import { useAgentTranslation } from '../../i18n';
import styles from './ContractRequests.module.css';

/** Terms in words, one line a tier: "Tier 1: bet ≥ K 1,000.00, net loss ≥ K 500.00, 3 active members → 1.50 %". */
export function Terms({ kind, tiers, testId }: { kind: ContractKind; tiers: readonly ContractTier[]; testId?: string }) {
  const { t } = useAgentTranslation();
  const line = useTierLine(kind);
  if (tiers.length === 0) return <span className={styles.note}>{t('contracts.noTerms')}</span>;
  return (
    <ol className={styles.terms} data-testid={testId}>
      {tiers.map((tier, index) => (
        <li key={index}>{line(tier, index + 1)}</li>
      ))}
    </ol>
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
