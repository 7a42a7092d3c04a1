import { MEMBER_TYPE, type MemberInfo, type VipReward, type VipStatus } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { MemberRow } from '../db/schema';
import type { Language } from '../http/messages';
import { VIP_LEVELS, vipLevelOf, vipName } from './levels';
import { lifetimeValidBet, salaryLevels, vipRewardRows } from './queries';
import { issueUpgradeBonuses } from './upgrade';

/*
 * Reading a member's VIP state also issues the upgrade bonuses of levels reached since the last look
 * (api/docs/vip.md: the level is known the moment it is read, without waiting
 * for the job); the reward's unique key makes that a no-op on every later read.
 */

async function levelNow(ctx: AppContext, member: MemberRow, now: Date) {
  const validBet = await lifetimeValidBet(ctx.db, member.id);
  if (member.type !== MEMBER_TYPE.trial) await issueUpgradeBonuses(ctx, member.merchant_id, member.id, validBet, now);
  return { validBet, level: vipLevelOf(validBet) };
}

/** `/wps/member/vip`: the level, the next one, every level's bonuses and rebate rate, and what was issued. */
export async function vipStatusOf(ctx: AppContext, member: MemberRow, language: Language, now: Date): Promise<VipStatus> {
  const { validBet, level: current } = await levelNow(ctx, member, now);
  const next = VIP_LEVELS.find((level) => level.level === current.level + 1) ?? null;
  const [rows, salaries] = await Promise.all([vipRewardRows(ctx.db, member.id), salaryLevels(ctx.db, member.id)]);
  const rewards: VipReward[] = rows.map((row) => {
    // Keys: vip-upgrade:<member>:<level>, rank-salary:<member>:<YYYY-MM> (upgrade.ts, salary.ts).
    const last = row.source_key.split(':').at(-1) ?? '';
    const salary = row.kind === 'RANK_SALARY';
    return {
      rewardId: row.id,
      kind: salary ? 'RANK_SALARY' : 'UPGRADE_BONUS',
      level: salary ? (salaries.get(last) ?? 0) : Number(last),
      period: salary ? last : null,
      amount: Number(row.amount),
      status: row.status as 'I' | 'C',
      issuedTime: row.issued_at,
    };
  });
  return {
    level: current.level,
    name: vipName(language, current.level),
    nextLevel: next ? next.level : null,
    validBetTotal: validBet,
    nextLevelAt: next ? next.validBet : null,
    levels: VIP_LEVELS.map((level) => ({ level: level.level, name: vipName(language, level.level), validBet: level.validBet, upgradeBonus: level.upgradeBonus, monthlyBonus: level.monthlyBonus })),
    rebateRate: current.rebateRate,
    rebateRates: VIP_LEVELS.map((level) => level.rebateRate),
    rewards,
  };
}

/** member/info's VIP flags: the level and its name, the rebate rate, and the VIP rewards waiting to be claimed. */
export async function vipFlags(ctx: AppContext, member: MemberRow, language: Language, now: Date): Promise<MemberInfo['vip']> {
  const { level } = await levelNow(ctx, member, now);
  const waiting = await ctx.db
    .selectFrom('promotion_reward as r')
    .innerJoin('promotion as p', 'p.id', 'r.promotion_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('r.member_id', '=', member.id)
    .where('r.status', '=', 'I')
    .where('p.kind', 'in', ['UPGRADE_BONUS', 'RANK_SALARY'])
    .executeTakeFirst();
  return { level: level.level, enabled: true, name: vipName(language, level.level), rebateRate: level.rebateRate, unclaimed: Number(waiting?.n ?? 0) };
}
