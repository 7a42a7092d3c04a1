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
  return <>{useStatusWords(mine)(contract)}</>;
}

/** `StatusText`'s words as a function of a contract (a CSV cell). */
export function useStatusWords(mine: 'upline' | 'downline'): (contract: AgentContract) => string {
  const { t } = useAgentTranslation();
  return (contract) => {
    if (contract.status !== 'V') return t(`contracts.statuses.${contract.status}`);
    const by = contract.terminationBy;
    if (!by) return t('contracts.statuses.V');
    const who = by === mine ? t('contracts.you') : contract[by].account;
    return t('contracts.statuses.Vby', { who });
  };
}

/** Terms in words on one line, the tiers joined by "; " (a CSV cell); an offer not signed yet, its offered terms. */
export function useTermsWords(): (contract: AgentContract) => string {
  const { t } = useAgentTranslation();
  const lines = { dividend: useTierLine('dividend'), dailySalary: useTierLine('dailySalary'), hourlySalary: useTierLine('hourlySalary'), realtimeSalary: useTierLine('realtimeSalary') };
  return (contract) => {
    const offered = contract.tiers.length === 0 && contract.proposedTiers;
    const tiers = offered ? contract.proposedTiers! : contract.tiers;
    if (tiers.length === 0) return t('contracts.noTerms');
    const text = tiers.map((tier, index) => lines[contract.kind](tier, index + 1)).join('; ');
    return offered ? `${t('contracts.offeredTerms')} ${text}` : text;
  };
}
