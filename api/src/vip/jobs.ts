import type { FastifyInstance } from 'fastify';
import { MEMBER_TYPE, type VipJobReport } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { claimJobTick, scheduleJob } from '../db/job-tick';
import { FIRST_PAID_LEVEL_AT } from './levels';
import { membersReaching } from './queries';
import { issueRankSalary } from './salary';
import { issueUpgradeBonuses } from './upgrade';

/*
 * The VIP job, in-process on an interval and once across instances (db/job-tick.ts), like the lottery's
 * draw job: it sweeps every formal member whose settled bets reach a paid level, issues the upgrade
 * bonuses of levels reached since (a member who never opens a page still gets them), and the rank
 * salary of the current site month. Each reward has its unique key, so overlapping runs, a restart or
 * an ops run never issue twice. The clock is a parameter (tests and the ops call pass it).
 */

export const VIP_JOB_INTERVAL_MS = 10 * 60_000;

/** One run as of `now`. */
export async function runVipJobs(ctx: AppContext, now: Date = new Date()): Promise<VipJobReport> {
  const report: VipJobReport = { members: 0, upgrades: 0, salaries: 0 };
  for (const member of await membersReaching(ctx.db, FIRST_PAID_LEVEL_AT, MEMBER_TYPE.trial)) {
    report.members += 1;
    report.upgrades += await issueUpgradeBonuses(ctx, member.merchantId, member.memberId, member.validBet, now);
    if (await issueRankSalary(ctx, member.merchantId, member.memberId, member.validBet, now)) report.salaries += 1;
  }
  return report;
}

/** The timer's run: only when this instance claimed the tick; null otherwise. */
export async function runScheduledVipJobs(ctx: AppContext, now: Date = new Date(), intervalMs = VIP_JOB_INTERVAL_MS): Promise<VipJobReport | null> {
  if (!(await claimJobTick(ctx.db, 'vip', now, intervalMs))) return null;
  return runVipJobs(ctx, now);
}

/** Starts the job once the server is ready (a first run at once: a month begun while no instance ran is paid on start). */
export function registerVipJobs(app: FastifyInstance, ctx: AppContext, intervalMs = VIP_JOB_INTERVAL_MS): void {
  if (!ctx.config.vipJobs) return;
  scheduleJob(app, 'vip', intervalMs, async () => {
    const report = await runScheduledVipJobs(ctx, new Date(), intervalMs);
    return report ? { ...report } : null;
  }, { runAtStart: true });
}
