import { useState } from 'react';
import { http } from '@portal/kernel';
import { useMoney, useQuery } from '@portal/shared';
import { agentContractLimits, PLATFORM_SALARY_MIN_ACTIVE_MEMBERS, type ContractKind, type ContractLimits, type ContractProduct, type ContractTier } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { checkTiers, emptyTier, type TierDraft } from './tiers';
import { shownRate } from '../../contractTerms';

/**
 * The terms being written for one kind and product: the typed tiers, the agent's ceiling
 * (`agentContractLimits`) and the check of both before sending, worded.
 */
export function useTerms(kind: ContractKind, product: ContractProduct, initial?: TierDraft[]) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const [tiers, setTiers] = useState<TierDraft[]>(() => initial ?? [emptyTier(kind)]);
  const limits = useQuery(
    (signal) => http.call(agentContractLimits, { kind, ...(kind === 'dividend' ? { product } : {}) }, { signal }),
    [kind, product],
  );
  const ceiling = limits.status === 'ready' ? limits.data : null;

  /** The tiers to send, or the messages under their fields; with no limit of this kind, one message above the form. */
  const check = (): { tiers: ContractTier[] | null; errors: Record<string, string>; form: string | null } => {
    if (ceiling?.source === 'none') return { tiers: null, errors: {}, form: t('contracts.limits.none', { kind: t(`contractTerms.kinds.${kind}`) }) };
    const found = checkTiers(kind, tiers, ceiling);
    const errors: Record<string, string> = {};
    for (const [field, problem] of Object.entries(found.problems)) {
      const max = ceiling && (field.endsWith('.rate') ? ceilingText(ceiling, field, tiers, kind, money) : '');
      errors[field] = t(`contracts.problems.${problem}`, { max, ...forWork(ceiling, money) });
    }
    return { tiers: found.tiers, errors, form: null };
  };

  return { tiers, setTiers, limits, ceiling, check };
}

/** The thresholds a salary the platform pays asks in every tier, as read (the help text and its message). */
export function forWork(ceiling: ContractLimits | null, money: (minor: number) => string) {
  return { min: ceiling?.minimumBet == null ? '' : money(ceiling.minimumBet), members: PLATFORM_SALARY_MIN_ACTIVE_MEMBERS };
}

/** The ceiling of the rate type a tier uses, as read. */
function ceilingText(ceiling: ContractLimits, field: string, tiers: readonly TierDraft[], kind: ContractKind, money: (minor: number) => string) {
  const index = Number(/^tiers\[(\d+)\]/.exec(field)?.[1] ?? 0);
  const type = kind === 'dividend' ? 'P' : (tiers[index]?.rateType ?? 'P');
  const max = type === 'P' ? ceiling.maxPercent : ceiling.maxFixed;
  return max === null ? '' : shownRate(type, max, money);
}
