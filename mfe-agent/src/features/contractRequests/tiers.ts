import { CONTRACT_MAX_TIERS, formatMoney, parseAmount, PLATFORM_SALARY_MIN_ACTIVE_MEMBERS, RATE_BASIS, type ContractKind, type ContractLimits, type ContractTier, type RateType } from '@portal/shared/contracts';

/** One tier as typed: money in K (2 decimals), members a whole number, a rate in % (2 decimals) or K. */
export interface TierDraft {
  minimumBet: string;
  netLoss: string;
  activeMember: string;
  rateType: RateType;
  rate: string;
}

export const TIER_KEYS = ['minimumBet', 'netLoss', 'activeMember', 'rateType', 'rate'] as const;
export type TierKey = (typeof TIER_KEYS)[number];

/** The server's names of a tier's fields (`tiers[1].rate`) and of the tier itself (`tiers[1]`, its order). */
export const tierField = (index: number, key?: TierKey) => (key ? `tiers[${index}].${key}` : `tiers[${index}]`);

/** Every field name a tier editor may show a message under: the tiers and each of their fields. */
export const TIER_FIELDS: readonly string[] = Array.from({ length: CONTRACT_MAX_TIERS }, (_, index) => [tierField(index), ...TIER_KEYS.map((key) => tierField(index, key))]).flat();

export const emptyTier = (kind: ContractKind): TierDraft => ({ minimumBet: '', netLoss: kind === 'dividend' ? '' : '0', activeMember: '', rateType: 'P', rate: '' });

/** Signed or proposed terms back into the editor (to amend them). */
export const draftOf = (tier: ContractTier): TierDraft => ({
  minimumBet: formatMoney(tier.minimumBet).replace(/,/g, ''),
  netLoss: formatMoney(tier.netLoss).replace(/,/g, ''),
  activeMember: String(tier.activeMember),
  rateType: tier.rateType,
  rate: formatMoney(tier.rate).replace(/,/g, ''),
});

/** Why a typed field is refused: the key of the message under it (`contracts.problems.*`), or null. */
type Problem = 'required' | 'money' | 'whole' | 'rate' | 'percentMax' | 'above' | 'noneOfType' | 'order' | 'forWork';

export interface TierCheck {
  /** The tiers to send, when every one reads. */
  tiers: ContractTier[] | null;
  /** Messages' keys by field name (`tiers[0].rate`). */
  problems: Record<string, Problem>;
}

const wholeNumber = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * Reads the typed tiers the way the server will: K amounts and percentages with 2 decimals (a
 * percentage in basis points: `1.5` → 150), whole members; a dividend pays a percentage and has a
 * net-loss threshold, a salary has none (0). Each rate at most the agent's ceiling (`limits`, when
 * known) and 100 %; each tier asks at least as much as the one before on every threshold and more on one.
 * A salary the platform pays (`limits.minimumBet` set) asks in every tier at least that valid bet and
 * PLATFORM_SALARY_MIN_ACTIVE_MEMBERS active member: salaries are paid for real work.
 */
export function checkTiers(kind: ContractKind, drafts: readonly TierDraft[], limits: ContractLimits | null): TierCheck {
  const problems: Record<string, Problem> = {};
  const tiers: ContractTier[] = [];
  drafts.forEach((draft, index) => {
    const money = (key: 'minimumBet' | 'netLoss') => {
      if (!draft[key].trim()) problems[tierField(index, key)] = 'required';
      const value = parseAmount(draft[key]);
      if (draft[key].trim() && value === null) problems[tierField(index, key)] = 'money';
      return value ?? 0;
    };
    const minimumBet = money('minimumBet');
    const netLoss = kind === 'dividend' ? money('netLoss') : 0;
    const activeMember = wholeNumber(draft.activeMember);
    if (activeMember === null) problems[tierField(index, 'activeMember')] = draft.activeMember.trim() ? 'whole' : 'required';
    if (limits?.minimumBet != null && kind !== 'dividend') {
      if (!problems[tierField(index, 'minimumBet')] && minimumBet < limits.minimumBet) problems[tierField(index, 'minimumBet')] = 'forWork';
      else if (activeMember !== null && activeMember < PLATFORM_SALARY_MIN_ACTIVE_MEMBERS) problems[tierField(index, 'activeMember')] = 'forWork';
    }
    const rateType: RateType = kind === 'dividend' ? 'P' : draft.rateType;
    const rate = parseAmount(draft.rate);
    const rateField = tierField(index, 'rate');
    if (!draft.rate.trim()) problems[rateField] = 'required';
    else if (rate === null || rate <= 0) problems[rateField] = 'rate';
    else if (rateType === 'P' && rate > RATE_BASIS) problems[rateField] = 'percentMax';
    else if (limits) {
      const max = rateType === 'P' ? limits.maxPercent : limits.maxFixed;
      if (max === null) problems[rateField] = 'noneOfType';
      else if (rate > max) problems[rateField] = 'above';
    }
    tiers.push({ minimumBet, netLoss, activeMember: activeMember ?? 0, rateType, rate: rate ?? 0 });
  });
  tiers.forEach((tier, index) => {
    const before = tiers[index - 1];
    if (!before || Object.keys(problems).some((field) => field.startsWith(`tiers[${index - 1}]`) || field.startsWith(`tiers[${index}]`))) return;
    const keys = ['minimumBet', 'netLoss', 'activeMember'] as const;
    const rises = keys.every((key) => tier[key] >= before[key]) && keys.some((key) => tier[key] > before[key]);
    if (!rises) problems[tierField(index)] = 'order';
  });
  return { tiers: Object.keys(problems).length === 0 ? tiers : null, problems };
}
