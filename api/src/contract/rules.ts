import { CURRENCY_SYMBOL, RATE_BASIS, type ContractKind, type ContractProduct, type ContractTier, type RateType } from '@portal/shared/contracts';
import type { AgentContractRow } from '../db/schema';
import { validationFailed } from '../http/api-error';
import { parseTiers } from './queries';

/*
 * The terms' rules, on the server only (nothing the client sends is trusted):
 * - tiers rise: each asks at least as much as the one before on every threshold, and more on one;
 *   the tier reached is the last whose thresholds are all met;
 * - a dividend pays a percentage of the net loss (rate type P); a salary has no net-loss threshold;
 * - a percentage is at most 100 %;
 * - no rate above what the offering agent may give (its own signed rate for the kind and product, or
 *   the platform's cap for a top agent): `checkWithinLimits`.
 */

export interface RateLimits {
  /** The highest percentage (basis points) it may give; null: none. */
  maxPercent: number | null;
  /** The highest fixed amount (minor units); null: none. */
  maxFixed: number | null;
}

/** The terms as the server keeps them: salaries have no net-loss threshold. */
export function normalizeTiers(kind: ContractKind, tiers: readonly ContractTier[]): ContractTier[] {
  return tiers.map((tier) => ({ ...tier, netLoss: kind === 'dividend' ? tier.netLoss : 0 }));
}

export function checkTiers(kind: ContractKind, tiers: readonly ContractTier[]): void {
  tiers.forEach((tier, i) => {
    if (kind === 'dividend' && tier.rateType !== 'P') throw validationFailed(`tiers[${i}].rateType`, 'contract.rate.percent');
    if (tier.rateType === 'P' && tier.rate > RATE_BASIS) throw validationFailed(`tiers[${i}].rate`, 'contract.rate.max');
    const before = tiers[i - 1];
    if (!before) return;
    const keys = ['minimumBet', 'netLoss', 'activeMember'] as const;
    const rises = keys.every((key) => tier[key] >= before[key]) && keys.some((key) => tier[key] > before[key]);
    if (!rises) throw validationFailed(`tiers[${i}]`, 'contract.tiers.order');
  });
}

/** The highest rate of each type in the terms. */
export function highestRates(tiers: readonly ContractTier[]): RateLimits {
  const highest = (type: RateType) => tiers.filter((tier) => tier.rateType === type).reduce<number | null>((max, tier) => (max === null || tier.rate > max ? tier.rate : max), null);
  return { maxPercent: highest('P'), maxFixed: highest('F') };
}

/** A rate as a person reads it: `12.50%`, or `K 100.00` for a fixed amount. */
const shownRate = (type: RateType, rate: number) => (type === 'P' ? `${(rate / 100).toFixed(2)}%` : `${CURRENCY_SYMBOL} ${(rate / 100).toFixed(2)}`);

/** Refuses a tier whose rate is above what the agent may give (409 contract.rate.above.own). */
export function checkWithinLimits(tiers: readonly ContractTier[], limits: RateLimits): void {
  tiers.forEach((tier, i) => {
    const max = tier.rateType === 'P' ? limits.maxPercent : limits.maxFixed;
    if (max === null || tier.rate > max) throw validationFailed(`tiers[${i}].rate`, 'contract.rate.above.own', { max: shownRate(tier.rateType, max ?? 0) });
  });
}

/** True when `given` pays more, on some rate type, than `own` allows (a downline's terms above the new cap). */
export function exceeds(given: RateLimits, own: RateLimits): boolean {
  const over = (mine: number | null, cap: number | null) => mine !== null && (cap === null || mine > cap);
  return over(given.maxPercent, own.maxPercent) || over(given.maxFixed, own.maxFixed);
}

/** The tier the team reached (the last whose thresholds are all met), or null. */
export function tierReached(tiers: readonly ContractTier[], team: { validBet: number; netLoss: number; activeMembers: number }): ContractTier | null {
  let reached: ContractTier | null = null;
  for (const tier of tiers) {
    // A net-loss threshold of 0 (every salary) asks nothing: a team that won still reaches the tier.
    if (team.validBet >= tier.minimumBet && (tier.netLoss === 0 || team.netLoss >= tier.netLoss) && team.activeMembers >= tier.activeMember) reached = tier;
  }
  return reached;
}

/** A salary is for all products together. */
export const productOf = (kind: ContractKind, product: ContractProduct | undefined): ContractProduct => (kind === 'dividend' ? (product ?? 'CONS') : 'CONS');

/** Every rate a contract gives or offers: its signed terms and any proposal waiting. */
export const termsGiven = (row: AgentContractRow): ContractTier[] => [...(parseTiers(row.tiers) ?? []), ...(parseTiers(row.proposed_tiers) ?? [])];
