import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { claimJobTick, scheduleJob } from '../db/job-tick';
import { recordFundsEvent } from '../messages';
import { siteSetting } from '../site';
import { expireDeposits } from './queries';
import { approveWithdrawal, disburseWithdrawal, forceReceipt } from './withdraw-service';

/*
 * The funds jobs, run in-process on an interval: expire unpaid deposit orders, process withdrawals on
 * sites that do it by themselves (`withdrawAutoProcessSeconds` > 0, the demo: approve, then disburse),
 * and record a forced receipt for disbursed withdrawals nobody confirmed in time. With several
 * instances on one database, each tick is claimed first (db/job-tick.ts), so one instance runs it; and
 * every change is a conditional UPDATE from the state it leaves (see the transitions in
 * withdraw-service.ts), so even overlapping runs move, refund or notify an order once.
 */

export const JOB_INTERVAL_MS = 5_000;
/** Orders handled per kind and run: a backlog is worked off over a few runs, never in one long one. */
const BATCH = 100;

export interface JobReport {
  expired: number;
  approved: number;
  disbursed: number;
  forced: number;
}

/** One run of every job as of `now` (tests pass a later clock instead of waiting). */
export async function runFundsJobs(ctx: AppContext, now: Date = new Date()): Promise<JobReport> {
  const nowIso = now.toISOString();
  // Each expired order tells the member's open deposit list, in the transaction that expired it.
  const expired = await ctx.db.transaction().execute(async (trx) => {
    const orders = await expireDeposits(trx, nowIso);
    for (const order of orders) await recordFundsEvent(trx, order.member_id, { order: 'deposit', orderNo: order.order_no, status: 'expired' });
    return orders.length;
  });
  const report: JobReport = { expired, approved: 0, disbursed: 0, forced: 0 };

  const merchants = await ctx.db.selectFrom('merchant').select('id').execute();
  for (const { id: merchantId } of merchants) {
    const seconds = Number(await siteSetting(ctx.db, merchantId, 'withdrawAutoProcessSeconds')) || 0;
    if (seconds <= 0) continue;
    const due = new Date(now.getTime() - seconds * 1000).toISOString();
    const pending = await ctx.db
      .selectFrom('withdraw_order')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'pending')
      .where('created_at', '<=', due)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const order of pending) {
      if (await approveWithdrawal(ctx, order, now)) report.approved += 1;
    }
    // Approved by the job just now or by ops earlier: paid out once the delay has passed since the order.
    const approved = await ctx.db
      .selectFrom('withdraw_order')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'approved')
      .where('created_at', '<=', due)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const order of approved) {
      if (await disburseWithdrawal(ctx, order, now)) report.disbursed += 1;
    }
  }

  const overdue = await ctx.db
    .selectFrom('withdraw_order')
    .selectAll()
    .where('status', '=', 'disbursed')
    .where('confirm_deadline', '<=', nowIso)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const order of overdue) {
    if (await forceReceipt(ctx, order, now)) report.forced += 1;
  }
  return report;
}

/**
 * The timer's run: claims the tick containing `now` first and runs the jobs only when this instance got
 * it; null when another instance has this tick. `runFundsJobs` alone runs unconditionally (tests, ops).
 */
export async function runScheduledFundsJobs(ctx: AppContext, now: Date = new Date(), intervalMs: number = JOB_INTERVAL_MS): Promise<JobReport | null> {
  if (!(await claimJobTick(ctx.db, 'funds', now, intervalMs))) return null;
  return runFundsJobs(ctx, now);
}

/** Starts the jobs once the server is ready and stops them before it closes (and its database with it). */
export function registerFundsJobs(app: FastifyInstance, ctx: AppContext, intervalMs: number = JOB_INTERVAL_MS): void {
  scheduleJob(app, 'funds', intervalMs, async () => {
    const report = await runScheduledFundsJobs(ctx, new Date(), intervalMs);
    return report ? { ...report } : null;
  });
}
