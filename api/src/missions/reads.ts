import { MISSION_LEADERBOARD_SIZE, type MissionLeaderboard, type MissionListStatus, type MissionMilestones, type MissionState, type MissionSummary, type MissionSummaryPage } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { PromotionRow } from '../db/schema';
import { maskName } from '../games';
import { ApiError } from '../http/api-error';
import type { Language } from '../http/messages';
import { textsOf } from '../promotions';
import { memberState } from './milestones';
import { memberTotal, missionOf, rankOf, topTotals } from './progress';

// A mission is a promotion: a missing (or another site's, or not a mission) one is the promotions' 404.
const missionNotFound = () => new ApiError(404, 'promotion.not.found', 'promotion.not.found');

function stateOf(row: PromotionRow, now: Date): MissionState {
  const at = now.toISOString();
  if (at < row.starts_at) return 'COMING_SOON';
  return at < row.ends_at ? 'OPEN' : 'CLOSED';
}

async function findMission(ctx: AppContext, merchantId: number, missionId: number): Promise<PromotionRow> {
  const row = await ctx.db.selectFrom('promotion').selectAll().where('id', '=', missionId).where('merchant_id', '=', merchantId).where('kind', '=', 'MISSION').executeTakeFirst();
  if (!row) throw missionNotFound();
  return row;
}

/**
 * MCSFE_getMissionSummaryDetails: the site's missions, O (not ended: ending soonest first) or C
 * (ended: latest first), a page at a time, each with the caller's progress and milestones (reached
 * ones issued into the reward centre as they are read).
 */
export async function missionSummaries(
  ctx: AppContext,
  merchantId: number,
  memberId: number,
  query: { status?: MissionListStatus; page: number; size: number },
  language: Language,
  now: Date,
): Promise<MissionSummaryPage> {
  const at = now.toISOString();
  const ended = query.status === 'C';
  const base = ctx.db.selectFrom('promotion').where('merchant_id', '=', merchantId).where('kind', '=', 'MISSION').where('ends_at', ended ? '<=' : '>', at);
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('ends_at', ended ? 'desc' : 'asc')
    .orderBy('sort')
    .orderBy('id')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();
  const list: MissionSummary[] = [];
  for (const row of rows) {
    const mission = missionOf(row);
    const texts = textsOf(row, language);
    const state = await memberState(ctx, mission, memberId, now);
    list.push({
      missionId: row.id,
      title: texts.title,
      summary: texts.summary,
      measure: mission.measure,
      startTime: row.starts_at,
      endTime: row.ends_at,
      state: stateOf(row, now),
      ...state,
    });
  }
  return { list, page: query.page, size: query.size, total: Number(counted?.n ?? 0) };
}

/** MCSFE_getMissionMilestones: one mission's milestones with the caller's state (reached ones issued first). */
export async function missionMilestones(ctx: AppContext, merchantId: number, memberId: number, missionId: number, now: Date): Promise<MissionMilestones> {
  const mission = missionOf(await findMission(ctx, merchantId, missionId));
  return { missionId, measure: mission.measure, ...(await memberState(ctx, mission, memberId, now)) };
}

/**
 * MCSFE_getMissionLeaderboard: the top members by the mission's measure in its window, accounts
 * masked as the home page's winner board masks them, and the caller's own rank and value.
 */
export async function missionLeaderboard(ctx: AppContext, merchantId: number, memberId: number, missionId: number): Promise<MissionLeaderboard> {
  const mission = missionOf(await findMission(ctx, merchantId, missionId));
  const top = await topTotals(ctx.db, mission, MISSION_LEADERBOARD_SIZE);
  const ids = top.map((t) => t.memberId);
  const accounts = new Map(
    ids.length === 0 ? [] : (await ctx.db.selectFrom('member').select(['id', 'account']).where('id', 'in', ids).execute()).map((m) => [m.id, m.account] as const),
  );
  const own = await memberTotal(ctx.db, mission, memberId);
  return {
    missionId,
    measure: mission.measure,
    list: top.map((t, i) => ({ rank: i + 1, account: maskName(accounts.get(t.memberId) ?? ''), reachedValue: t.value, self: t.memberId === memberId })),
    footer: { rank: await rankOf(ctx.db, mission, own), reachedValue: own.value },
  };
}
