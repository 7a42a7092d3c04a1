import type { AppContext } from '../context';
import { issueReward } from '../promotions';
import { levelsReached, vipLevelOf } from './levels';
import { vipPromotion } from './promotions';

/** The reward-centre key of a level's upgrade bonus: issued once per member and level. */
export const upgradeKey = (memberId: number, level: number) => `vip-upgrade:${memberId}:${level}`;

/**
 * Issues the upgrade bonus of every level the member has reached and not yet been issued (a jump of
 * two levels issues both), into the reward centre. Safe to call from anywhere and at any time: the
 * reward's unique key makes a repeat (a second read, the job, another instance) issue nothing more.
 * Returns how many were issued now.
 */
export async function issueUpgradeBonuses(ctx: AppContext, merchantId: number, memberId: number, validBet: number, now: Date): Promise<number> {
  const reached = levelsReached(vipLevelOf(validBet).level);
  if (reached.length === 0) return 0;
  const keys = reached.map((level) => upgradeKey(memberId, level.level));
  const issued = new Set(
    (await ctx.db.selectFrom('promotion_reward').select('source_key').where('member_id', '=', memberId).where('source_key', 'in', keys).execute()).map((row) => row.source_key),
  );
  const missing = reached.filter((level) => !issued.has(upgradeKey(memberId, level.level)));
  if (missing.length === 0) return 0;
  return ctx.db.transaction().execute(async (trx) => {
    const promotion = await vipPromotion(trx, merchantId, 'UPGRADE_BONUS');
    // A merchant without the programme's promotion row runs no upgrade bonus.
    if (!promotion) return 0;
    let count = 0;
    for (const level of missing) {
      if (await issueReward(trx, promotion, memberId, level.upgradeBonus, upgradeKey(memberId, level.level), now.toISOString())) count += 1;
    }
    return count;
  });
}
