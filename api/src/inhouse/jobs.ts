import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { claimJobTick, scheduleJob } from '../db/job-tick';
import { settleDueFlights } from './crash-flight';

/*
 * The rocket's settling job: flights nobody cashed out end by themselves at their crash (or at their
 * automatic exit), and this job pays or closes them when no read or cash-out did. Each tick is
 * claimed first (db/job-tick.ts), so one instance runs it; each flight is settled by a conditional
 * update, so a run that overlaps a cash-out or another run still settles it once. The clock is the
 * server's (`ctx.config.now`), the one the cash-outs read.
 */

export const CRASH_JOB_INTERVAL_MS = 2_000;

export interface CrashJobReport {
  settled: number;
  failed: number;
}

/** One run as of `now` (epoch ms), unconditionally (tests, ops). */
export async function runCrashJobs(ctx: AppContext, now: number = ctx.config.now()): Promise<CrashJobReport> {
  return settleDueFlights(ctx, now);
}

/** The timer's run: null when another instance has this tick. */
export async function runScheduledCrashJobs(ctx: AppContext, now: number = ctx.config.now(), intervalMs = CRASH_JOB_INTERVAL_MS): Promise<CrashJobReport | null> {
  if (!(await claimJobTick(ctx.db, 'crash', new Date(now), intervalMs))) return null;
  return runCrashJobs(ctx, now);
}

export function registerCrashJobs(app: FastifyInstance, ctx: AppContext, intervalMs = CRASH_JOB_INTERVAL_MS): void {
  scheduleJob(app, 'crash', intervalMs, async () => {
    const report = await runScheduledCrashJobs(ctx, ctx.config.now(), intervalMs);
    return report ? { ...report } : null;
  });
}
