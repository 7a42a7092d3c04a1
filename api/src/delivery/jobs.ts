import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { claimJobTick, scheduleJob } from '../db/job-tick';
import { pruneHealth } from './health';

/** Hourly: health older than the retention is not worth a minute more, and expired tokens' ids go. */
export const DELIVERY_JOB_INTERVAL_MS = 60 * 60_000;

/** The timer's run: once across instances (the tick's claim), then the prune; null when another instance has this tick. */
export async function runScheduledDeliveryJobs(ctx: AppContext, now: Date = new Date(ctx.config.now()), intervalMs = DELIVERY_JOB_INTERVAL_MS) {
  if (!(await claimJobTick(ctx.db, 'delivery', now, intervalMs))) return null;
  return pruneHealth(ctx.db, now, ctx.config.deliveryHealthRetentionDays);
}

export function registerDeliveryJobs(app: FastifyInstance, ctx: AppContext, intervalMs = DELIVERY_JOB_INTERVAL_MS): void {
  scheduleJob(app, 'delivery', intervalMs, async () => {
    const report = await runScheduledDeliveryJobs(ctx, new Date(ctx.config.now()), intervalMs);
    return report ? { ...report } : null;
  }, { runAtStart: true });
}
