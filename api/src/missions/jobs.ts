import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { claimJobTick, scheduleJob } from '../db/job-tick';
import { issuedOf, issueReached } from './milestones';
import { missionOf, topTotals } from './progress';

/*
 * The milestone job (api/README.md "Missions"): a member who never opens the missions page still gets
 * the milestones reached. Every minute, once across instances (db/job-tick.ts), each mission running
 * (or ended within a week: activity of its last minutes is still owed) issues every milestone its
 * members reached and were not issued. The read does the same for its caller; both issue through the
 * reward's unique key, so a milestone is issued once whoever comes first, and a missed run is caught
 * up by the next. Cheap when nothing is due: one grouped query per mission, only members at or above
 * its first target, and their issued keys. Always on, like the funds jobs: it only adds what a read
 * would add, so tests and demos see the same state either way. The clock is a parameter.
 */

export const MISSION_JOB_INTERVAL_MS = 60_000;
const ENDED_LOOKBACK_MS = 7 * 86_400_000;

export interface MissionJobReport {
  missions: number;
  issued: number;
}

/** One run as of `now` (tests pass their clock). */
export async function runMissionJobs(ctx: AppContext, now: Date = new Date()): Promise<MissionJobReport> {
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
    for (const total of await topTotals(ctx.db, mission, null, first.target)) {
      const issued = await issuedOf(ctx.db, row.id, total.memberId);
      report.issued += await issueReached(ctx, mission, total.memberId, total.value, new Set(issued.keys()), now);
    }
  }
  return report;
}

/** The timer's run: only when this instance claimed the tick; null otherwise. */
export async function runScheduledMissionJobs(ctx: AppContext, now: Date = new Date(), intervalMs = MISSION_JOB_INTERVAL_MS): Promise<MissionJobReport | null> {
  if (!(await claimJobTick(ctx.db, 'missions', now, intervalMs))) return null;
  return runMissionJobs(ctx, now);
}

/** Starts the job once the server is ready and stops it before it closes. */
export function registerMissionJobs(app: FastifyInstance, ctx: AppContext, intervalMs = MISSION_JOB_INTERVAL_MS): void {
  scheduleJob(app, 'missions', intervalMs, async () => {
    const report = await runScheduledMissionJobs(ctx, new Date(), intervalMs);
    return report ? { ...report } : null;
  });
}
