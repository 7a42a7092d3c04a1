import { siteDay } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { issueReward } from '../promotions';
import { vipLevelOf } from './levels';
import { vipPromotion } from './promotions';

/** The site month (Myanmar time, the site's calendar as every report's day) of a time: `YYYY-MM`. */
export const siteMonth = (at: Date) => siteDay(at).slice(0, 7);

/** The reward-centre key of a month's rank salary: once per member and site month. */
export const salaryKey = (memberId: number, period: string) => `rank-salary:${memberId}:${period}`;

/**
 * The rank salary of the site month `now` falls in: the monthly bonus of the level the member holds
 * when the job first sees the month, issued into the reward centre once (the `vip_salary` row per
 * member and month and the reward's key both make a repeat a no-op). True when issued now.
 */
export async function issueRankSalary(ctx: AppContext, merchantId: number, memberId: number, validBet: number, now: Date): Promise<boolean> {
  const level = vipLevelOf(validBet);
  if (level.monthlyBonus <= 0) return false;
  const period = siteMonth(now);
  const at = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const promotion = await vipPromotion(trx, merchantId, 'RANK_SALARY');
    if (!promotion) return false;
    const inserted = await trx
      .insertInto('vip_salary')
      .values({ member_id: memberId, period, level: level.level, amount: level.monthlyBonus, issued_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'period']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    return issueReward(trx, promotion, memberId, level.monthlyBonus, salaryKey(memberId, period), at);
  });
}
