import type { ReferralRules } from '@portal/shared/contracts';
import type { PromotionRow } from '../db/schema';
import { rulesOf } from '../promotions';
import type { Db } from './codes';

/**
 * The rules a REFERRAL promotion stores in `promotion.rules` (JSON), beside the engine's own:
 * `bonusPercent`, `bonusCap` and `minDeposit` on the friend's first deposit, `turnoverMultiplier`;
 * these two add the valid-bet reward. Amounts in minor units; absent means 0.
 */
interface StoredReferralRules {
  betThreshold?: number;
  betBonus?: number;
}

export function referralRules(promotion: Pick<PromotionRow, 'rules'>): ReferralRules {
  const rules = rulesOf(promotion);
  const own = JSON.parse(promotion.rules) as StoredReferralRules;
  return {
    depositPercent: rules.bonusPercent ?? 0,
    depositCap: rules.bonusCap ?? 0,
    minDeposit: rules.minDeposit ?? 0,
    betThreshold: own.betThreshold ?? 0,
    betBonus: own.betBonus ?? 0,
    turnoverMultiplier: rules.turnoverMultiplier ?? 0,
  };
}

/** The friend's first deposit: the percent (floored) within the cap; nothing below the minimum. */
export function depositReward(rules: ReferralRules, deposit: number): number {
  if (deposit < rules.minDeposit) return 0;
  const reward = Math.floor((deposit * rules.depositPercent) / 100);
  return rules.depositCap > 0 ? Math.min(reward, rules.depositCap) : reward;
}

/**
 * The merchant's running REFERRAL promotion (the first by sort): within its window with budget left.
 * None running means referral is off: the invite links hide and nothing is issued.
 */
export async function runningReferral(db: Db, merchantId: number, now: Date): Promise<PromotionRow | undefined> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('promotion')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'REFERRAL')
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.find((row) => Number(row.budget_used) < Number(row.budget));
}

/** Site config (`info.referral.enabled`): whether the shell shows the invite links. */
export async function referralEnabled(db: Db, merchantId: number, now: Date = new Date()): Promise<boolean> {
  return (await runningReferral(db, merchantId, now)) !== undefined;
}
