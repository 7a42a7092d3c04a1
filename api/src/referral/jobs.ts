import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { claimJobTick, scheduleJob } from '../db/job-tick';
import { issueBetRewards, merchantsRunningReferral } from './rewards';

/*
 * The valid-bet reward job: once a minute, once across instances (db/job-tick.ts), every referred
 * friend whose valid bet reached the running promotion's threshold issues the referrer's reward. The
 * referrer's page read issues its own friends' at once (reads.ts); this catches the rest, so a reward
 * waits in the reward centre even for a referrer who never opens the page. The clock is a parameter.
 */

export const REFERRAL_JOB_INTERVAL_MS = 60_000;

/** One run as of `now`: the rewards issued. */
export async function runReferralJobs(ctx: Pick<AppContext, 'db'>, now: Date = new Date()): Promise<{ betRewards: number }> {
  let betRewards = 0;
  for (const merchantId of await merchantsRunningReferral(ctx.db, now)) betRewards += await issueBetRewards(ctx.db, merchantId, now);
  return { betRewards };
}

/** The timer's run: only when this instance claimed the tick; null otherwise. */
export async function runScheduledReferralJobs(ctx: Pick<AppContext, 'db'>, now: Date = new Date(), intervalMs = REFERRAL_JOB_INTERVAL_MS): Promise<{ betRewards: number } | null> {
  if (!(await claimJobTick(ctx.db, 'referral', now, intervalMs))) return null;
  return runReferralJobs(ctx, now);
}

/** Starts the job once the server is ready (with the promotions it serves; no switch of its own). */
export function registerReferralJobs(app: FastifyInstance, ctx: AppContext, intervalMs = REFERRAL_JOB_INTERVAL_MS): void {
  scheduleJob(app, 'referral', intervalMs, async () => runScheduledReferralJobs(ctx, new Date(), intervalMs));
}
