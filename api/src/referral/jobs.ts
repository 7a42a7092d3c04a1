import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { claimJobTick, incrementalCursor, scheduleJob } from '../db/job-tick';
import { issueReferralRewards, merchantsRunningReferral, type ReferralRewardRun } from './rewards';

/*
 * The referral rewards job: once a minute, once across instances (db/job-tick.ts), every referred
 * friend who played its first deposit through issues the referrer's deposit reward, and its
 * valid-bet reward once its valid bet reached the running promotion's threshold. The
 * referrer's page read issues its own friends' at once (reads.ts); this catches the rest, so a reward
 * waits in the reward centre even for a referrer who never opens the page. The clock is a parameter.
 */

export const REFERRAL_JOB_INTERVAL_MS = 60_000;

/** One run as of `now`: the rewards issued. With `activeSince`, only friends with settled bets since then. */
export async function runReferralJobs(ctx: Pick<AppContext, 'db'>, now: Date = new Date(), activeSince: Date | null = null): Promise<ReferralRewardRun> {
  const total: ReferralRewardRun = { depositRewards: 0, betRewards: 0 };
  for (const merchantId of await merchantsRunningReferral(ctx.db, now)) {
    const run = await issueReferralRewards(ctx.db, merchantId, now, undefined, activeSince ?? undefined);
    total.depositRewards += run.depositRewards;
    total.betRewards += run.betRewards;
  }
  return total;
}

/** The timer's run: only when this instance claimed the tick; null otherwise. */
export async function runScheduledReferralJobs(
  ctx: Pick<AppContext, 'db'>,
  now: Date = new Date(),
  intervalMs = REFERRAL_JOB_INTERVAL_MS,
  activeSince: Date | null = null,
): Promise<ReferralRewardRun | null> {
  if (!(await claimJobTick(ctx.db, 'referral', now, intervalMs))) return null;
  return runReferralJobs(ctx, now, activeSince);
}

/**
 * Starts the job once the server is ready (unless REFERRAL_JOBS=off). Incremental like the missions'
 * job (db/job-tick.ts `incrementalCursor`): a minute's run reads only the friends who bet since the
 * previous one; a full sweep at start and every hour.
 */
export function registerReferralJobs(app: FastifyInstance, ctx: AppContext, intervalMs = REFERRAL_JOB_INTERVAL_MS): void {
  if (!ctx.config.referralJobs) return;
  const cursor = incrementalCursor();
  scheduleJob(app, 'referral', intervalMs, async () => {
    const now = new Date();
    const report = await runScheduledReferralJobs(ctx, now, intervalMs, cursor.since(now));
    if (report) cursor.ran(now);
    return report;
  });
}
