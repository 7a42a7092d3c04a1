import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { claimJobTick, incrementalCursor, scheduleJob } from '../db/job-tick';
import { issuedOf, issueReached } from './milestones';
import { activeTotals, missionOf, topTotals } from './progress';

/*
 * The milestone job (api/docs/missions.md): a member who never opens the missions page still gets
 * the milestones reached. Every minute, once across instances (db/job-tick.ts), each mission running
 * (or ended within a week: activity of its last minutes is still owed) issues every milestone its
 * members reached and were not issued. The read does the same for its caller; both issue through the
 * reward's unique key, so a milestone is issued once whoever comes first, and a missed run is caught
 * up by the next. Cheap when nothing is due: one grouped query per mission, only members at or above
 * its first target, and their issued keys. The clock is a parameter.
 *
 * Incremental: a scheduled run reads only the members with settled bets (or credited deposits) since
 * this instance's previous run, less an overlap for rows committed late; a full sweep runs at start
 * and every hour, which catches anything an incremental run could not see. So a minute's run costs
 * the minute's activity, not every member's whole history. Off with MISSION_JOBS=off (the read still
 * issues the caller's own milestones).
 */

export const MISSION_JOB_INTERVAL_MS = 60_000;
const ENDED_LOOKBACK_MS = 7 * 86_400_000;

export interface MissionJobReport {
  missions: number;
  issued: number;
}

/** One run as of `now` (tests pass their clock); with `activeSince`, only members active since then. */
export async function runMissionJobs(ctx: AppContext, now: Date = new Date(), activeSince: Date | null = null): Promise<MissionJobReport> {
  const at = now.toISOString();
  const report: MissionJobReport = { missions: 0, issued: 0 };
  const rows = await ctx.db
    .selectFrom('promotion')
    .selectAll()
    .where('kind', '=', 'MISSION')
    .where('starts_at', '<=', at)
    .where('ends_at', '>', new Date(now.getTime() - ENDED_LOOKBACK_MS).toISOString())
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const mission = missionOf(row);
    const first = mission.milestones[0];
    if (!first) continue;
    report.missions += 1;
    const totals = activeSince === null ? await topTotals(ctx.db, mission, null, first.target) : await activeTotals(ctx.db, mission, activeSince.toISOString(), first.target);
    for (const total of totals) {
      const issued = await issuedOf(ctx.db, row.id, total.memberId);
      report.issued += await issueReached(ctx, mission, total.memberId, total.value, new Set(issued.keys()), now);
    }
  }
  return report;
}

/** The timer's run: only when this instance claimed the tick; null otherwise. `activeSince` as in runMissionJobs. */
export async function runScheduledMissionJobs(ctx: AppContext, now: Date = new Date(), intervalMs = MISSION_JOB_INTERVAL_MS, activeSince: Date | null = null): Promise<MissionJobReport | null> {
  if (!(await claimJobTick(ctx.db, 'missions', now, intervalMs))) return null;
  return runMissionJobs(ctx, now, activeSince);
}

/** Starts the job once the server is ready (unless MISSION_JOBS=off) and stops it before it closes. */
export function registerMissionJobs(app: FastifyInstance, ctx: AppContext, intervalMs = MISSION_JOB_INTERVAL_MS): void {
  if (!ctx.config.missionJobs) return;
  const cursor = incrementalCursor();
  scheduleJob(app, 'missions', intervalMs, async () => {
    const now = new Date();
    const report = await runScheduledMissionJobs(ctx, now, intervalMs, cursor.since(now));
    if (report) cursor.ran(now);
    return report ? { ...report } : null;
  });
}
