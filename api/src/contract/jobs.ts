import type { FastifyInstance } from 'fastify';
import type { ContractJobReport } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { claimJobTick, scheduleJob } from '../db/job-tick';
import { newRunMemo, payOwed, settleContract } from './settle';

/*
 * The settlement jobs, in-process on an interval like the funds jobs: every signed contract's due
 * periods (real-time windows every 5 minutes, hours and days the day after, dividends at their
 * period's end), then what uplines still owe, oldest first. Across instances each tick is claimed
 * first (db/job-tick.ts); a period is settled once anyway (its unique row), so overlapping runs, a
 * restart or an ops run for a past time never pay twice. A missed window is caught up on the next run.
 */

export const CONTRACT_JOB_INTERVAL_MS = 30_000;
/** Owed settlements retried per run. */
const OWED_BATCH = 200;
/** A terminated contract is still settled for the periods it was in force, this long after it ended. */
const ENDED_LOOKBACK_MS = 40 * 86_400_000;

/** One run as of `now` (tests and ops pass the clock). */
export async function runContractJobs(ctx: AppContext, now: Date = new Date()): Promise<ContractJobReport> {
  const report: ContractJobReport = { settled: 0, paid: 0, unpaid: 0, none: 0, owedPaid: 0 };
  const since = new Date(now.getTime() - ENDED_LOOKBACK_MS).toISOString();
  const contracts = await ctx.db
    .selectFrom('agent_contract')
    .selectAll()
    .where('signed_at', 'is not', null)
    .where((eb) => eb.or([eb('status', 'in', ['A', 'E', 'V']), eb('ended_at', '>=', since)]))
    .orderBy('id')
    .execute();
  // Owed from earlier runs first: an upline that now has the money pays before its new periods.
  const owed = await ctx.db.selectFrom('contract_settlement').selectAll().where('status', '=', 'unpaid').orderBy('id').limit(OWED_BATCH).execute();
  for (const settlement of owed) if ((await payOwed(ctx, settlement, now))?.status === 'paid') report.owedPaid += 1;
  const run = newRunMemo();
  for (const contract of contracts) {
    for (const row of await settleContract(ctx, contract, now, run)) {
      report.settled += 1;
      report[row.status] += 1;
    }
  }
  return report;
}

/** The timer's run: only when this instance claimed the tick; null otherwise. */
export async function runScheduledContractJobs(ctx: AppContext, now: Date = new Date(), intervalMs = CONTRACT_JOB_INTERVAL_MS): Promise<ContractJobReport | null> {
  if (!(await claimJobTick(ctx.db, 'contracts', now, intervalMs))) return null;
  return runContractJobs(ctx, now);
}

/**
 * Starts the jobs once the server is ready (a first run at once: what came due while no instance ran,
 * or since the seed signed its contracts, is caught up on start) and stops them before it closes.
 */
export function registerContractJobs(app: FastifyInstance, ctx: AppContext, intervalMs = CONTRACT_JOB_INTERVAL_MS): void {
  if (!ctx.config.contractJobs) return;
  scheduleJob(app, 'contracts', intervalMs, async () => {
    const report = await runScheduledContractJobs(ctx, new Date(), intervalMs);
    return report ? { ...report } : null;
  }, { runAtStart: true });
}
