import type { FastifyInstance } from 'fastify';
import type { LotteryJobReport } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { claimJobTick, scheduleJob } from '../db/job-tick';
import { drawResult, newServerSeed, serverSeedHash } from './fair';
import { GAMES } from './games';
import { slotsAfter } from './schedule';
import { settleDraw, settledDrawsWithOpenBets } from './settle';

/*
 * The draw job, in-process on a short interval and once across instances (db/job-tick.ts): it draws
 * every open draw whose draw time has passed (a draw missed while no instance ran is drawn on the next
 * run, late, with its own seed: never skipped, and drawn once, since `status` moves from open once),
 * settles every drawn draw's open bets (each bet once, settle.ts) and any bet still open on a draw
 * already settled (a reconciliation: there should be none), then schedules each game's next
 * draws so that `ahead` of them take bets. The clock is a parameter (tests and the ops call pass it).
 */

export const LOTTERY_JOB_INTERVAL_MS = 5_000;

/** Schedules each game's next draws (their seeds made now, hashes public from now). */
export async function openDraws(ctx: AppContext, now: Date): Promise<number> {
  let opened = 0;
  const at = now.toISOString();
  for (const game of GAMES) {
    const upcoming = await ctx.db.selectFrom('lottery_draw').select((eb) => eb.fn.countAll<number>().as('n')).where('game_code', '=', game.code).where('lock_at', '>', at).executeTakeFirstOrThrow();
    const missing = game.ahead - Number(upcoming.n);
    if (missing <= 0) continue;
    const last = await ctx.db.selectFrom('lottery_draw').select('draw_at').where('game_code', '=', game.code).orderBy('draw_at', 'desc').limit(1).executeTakeFirst();
    // From the last draw time scheduled (its provinces may be scheduled in part: those already there are
    // left out), or from now when that was long ago (slots nobody scheduled had no bets).
    const after = Math.max(last ? Date.parse(last.draw_at) - 1 : 0, now.getTime());
    const scheduled = new Set(
      (await ctx.db.selectFrom('lottery_draw').select('numero').where('game_code', '=', game.code).where('draw_at', '>', new Date(after).toISOString()).execute()).map((row) => row.numero),
    );
    const slots = slotsAfter(game, after, missing + scheduled.size).filter((slot) => !scheduled.has(slot.numero)).slice(0, missing);
    if (slots.length === 0) continue;
    const rows = slots.map((slot) => {
      const seed = newServerSeed();
      return {
        game_code: game.code,
        numero: slot.numero,
        province_code: slot.provinceCode,
        open_at: slot.openAt.toISOString(),
        lock_at: slot.lockAt.toISOString(),
        draw_at: slot.drawAt.toISOString(),
        server_seed: seed,
        server_seed_hash: serverSeedHash(seed),
        status: 'open',
        result: null,
        drawn_at: null,
        settled_at: null,
        settling_until: null,
      };
    });
    // Another run may have scheduled the same slots: the unique (game, numero) keeps the first seed.
    const inserted = await ctx.db.insertInto('lottery_draw').values(rows).onConflict((oc) => oc.columns(['game_code', 'numero']).doNothing()).executeTakeFirst();
    opened += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  return opened;
}

/** Draws every open draw whose time has come, oldest first. */
export async function drawDue(ctx: AppContext, now: Date): Promise<number> {
  const at = now.toISOString();
  const due = await ctx.db.selectFrom('lottery_draw').selectAll().where('status', '=', 'open').where('draw_at', '<=', at).orderBy('draw_at').orderBy('id').execute();
  let drawn = 0;
  for (const draw of due) {
    const game = GAMES.find((g) => g.code === draw.game_code);
    if (!game) continue;
    const result = JSON.stringify(drawResult(game, draw.server_seed, draw.numero));
    const updated = await ctx.db
      .updateTable('lottery_draw')
      .set({ status: 'drawn', result, drawn_at: at })
      .where('id', '=', draw.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    drawn += Number(updated.numUpdatedRows);
  }
  return drawn;
}

/** One run as of `now`: draw, settle, schedule. */
export async function runLotteryJobs(ctx: AppContext, now: Date = new Date()): Promise<LotteryJobReport> {
  const report: LotteryJobReport = { opened: 0, drawn: 0, settled: 0, won: 0, stopped: 0 };
  report.drawn = await drawDue(ctx, now);
  const unsettled = await ctx.db.selectFrom('lottery_draw').selectAll().where('status', '=', 'drawn').where('settled_at', 'is', null).orderBy('draw_at').orderBy('id').execute();
  // Then the reconciliation: any bet still open on a draw already settled (see settle.ts).
  const strays = await settledDrawsWithOpenBets(ctx);
  for (const draw of [...unsettled, ...strays]) {
    const settled = await settleDraw(ctx, draw, now);
    report.settled += settled.settled;
    report.won += settled.won;
    report.stopped += settled.stopped;
  }
  report.opened = await openDraws(ctx, now);
  return report;
}

/** The timer's run: only when this instance claimed the tick; null otherwise. */
export async function runScheduledLotteryJobs(ctx: AppContext, now: Date = new Date(), intervalMs = LOTTERY_JOB_INTERVAL_MS): Promise<LotteryJobReport | null> {
  if (!(await claimJobTick(ctx.db, 'lottery', now, intervalMs))) return null;
  return runLotteryJobs(ctx, now);
}

/** Starts the job once the server is ready (a first run at once: missed draws are drawn on start). */
export function registerLotteryJobs(app: FastifyInstance, ctx: AppContext, intervalMs = LOTTERY_JOB_INTERVAL_MS): void {
  if (!ctx.config.lotteryJobs) return;
  scheduleJob(app, 'lottery', intervalMs, async () => {
    const report = await runScheduledLotteryJobs(ctx, new Date(), intervalMs);
    return report ? { ...report } : null;
  }, { runAtStart: true });
}
