import type { MissionMilestone, RewardStatus } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { issueReward } from '../promotions';
import { memberTotal, type Db, type Mission } from './progress';

/** The reward centre's key of a member's milestone (1-based): issued once, whoever issues it first. */
export const milestoneKey = (missionId: number, memberId: number, index: number) => `mission:${missionId}:${memberId}:${index}`;

/** The member's issued milestone rewards of a mission, by milestone index. */
export async function issuedOf(db: Db, missionId: number, memberId: number): Promise<Map<number, { id: number; status: RewardStatus }>> {
  const prefix = `mission:${missionId}:${memberId}:`;
  const rows = await db
    .selectFrom('promotion_reward')
    .select(['id', 'status', 'source_key'])
    .where('promotion_id', '=', missionId)
    .where('member_id', '=', memberId)
    .execute();
  const out = new Map<number, { id: number; status: RewardStatus }>();
  for (const row of rows) {
    if (!row.source_key.startsWith(prefix)) continue;
    out.set(Number(row.source_key.slice(prefix.length)), { id: row.id, status: row.status as RewardStatus });
  }
  return out;
}

/** The indexes (1-based) of the milestones a value reaches. */
export const reachedIndexes = (mission: Mission, value: number) => mission.milestones.flatMap((m, i) => (value >= m.target ? [i + 1] : []));

/**
 * Issues each milestone the member reached and was not issued yet, into the reward centre (kind
 * MISSION, status I), in one transaction. Safe to run from a read and from the job at once: the
 * reward's unique source key lets one of them through. The number issued now.
 */
export async function issueReached(ctx: AppContext, mission: Mission, memberId: number, value: number, issued: ReadonlySet<number>, now: Date): Promise<number> {
  const due = reachedIndexes(mission, value).filter((index) => !issued.has(index));
  if (due.length === 0) return 0;
  const at = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    let count = 0;
    for (const index of due) {
      const milestone = mission.milestones[index - 1]!;
      if (await issueReward(trx, mission.row, memberId, milestone.bonus, milestoneKey(mission.row.id, memberId, index), at)) count += 1;
    }
    return count;
  });
}

/**
 * A member's state of a mission as of now: the progress in the window, and each milestone with its
 * reward; milestones reached and not yet issued are issued first (so the page never shows a reached
 * milestone without its reward). A mission not started yet counts nothing.
 */
export async function memberState(ctx: AppContext, mission: Mission, memberId: number, now: Date): Promise<{ progress: number; milestones: MissionMilestone[] }> {
  const started = mission.row.starts_at <= now.toISOString();
  const progress = started ? (await memberTotal(ctx.db, mission, memberId)).value : 0;
  let issued = await issuedOf(ctx.db, mission.row.id, memberId);
  if ((await issueReached(ctx, mission, memberId, progress, new Set(issued.keys()), now)) > 0) issued = await issuedOf(ctx.db, mission.row.id, memberId);
  return {
    progress,
    milestones: mission.milestones.map((m, i) => {
      const reward = issued.get(i + 1);
      return { index: i + 1, target: m.target, bonus: m.bonus, reached: progress >= m.target, rewardId: reward?.id ?? null, rewardStatus: reward?.status ?? null };
    }),
  };
}
