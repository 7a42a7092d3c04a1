import type { LotteryStreamEvent } from '@portal/shared/contracts';
import { sql, type Transaction } from 'kysely';
import { countBets } from '../agent';
import { shareValidBet, validBetOf } from '../games';
import type { AppContext } from '../context';
import { inParts } from '../db/parts';
import type { Database, LotteryDrawRow } from '../db/schema';
import { notify, recordLotteryEvents } from '../messages';
import { releaseExposure } from './exposure';
import { gameByCode, playOf, type GameConfig } from './games';
import { divisorOf, payoutOf, prizeUnits } from './plays';
import { recordGameOf, resultOf } from './queries';

type Trx = Transaction<Database>;

/*
 * Settling a drawn draw: every open bet exactly once. The bets are read once and priced against the
 * result; then, a batch of whole orders per transaction, each bet's status moves from open to won or
 * lost by a conditional update that returns the rows it moved, and only those rows are paid and
 * recorded. Two instances settling the same draw (an ops run beside the timer) split the bets between
 * them: on PostgreSQL the second update waits on the first's row locks and then finds them settled.
 * Per order and draw (a "ticket"): one bet record (bet = stake, valid bet = its share of the member's
 * valid bet on the draw, games/valid-bet.ts, payout = win), the
 * team's day figures (countBets), and, on a win, one ledger movement (kind `payout`, key
 * `lottery:win:<draw>:<order>`); a chase with stop-on-win then refunds its bets on later draws.
 * Per member and draw: a `lotteryWin` notification when it won and the live event `lottery`.
 */

/**
 * Bets per transaction (whole orders, so an order's ticket is paid in one movement). A batch holds its
 * winners' wallets and its bettors' and their agents' day rows until it commits, and every round or
 * slip of those members, and of their teams, waits for it: a small batch keeps that wait short (a
 * draw of 500 bettors in one batch of 2,000 held them about 3 s on two cores), each commit costs
 * (settling 100,000 bets on SQLite: 4.4–4.9 s at 100, 4.0 s at 250).
 */
const BATCH = 250;
/** How long a settling instance holds a draw. */
const LEASE_MS = 120_000;
interface Priced {
  id: number;
  order_id: number;
  member_id: number;
  merchant_id: number;
  amount: number;
  win: number;
  /** This bet's share of its member's valid bet on the draw (games/valid-bet.ts). */
  valid: number;
}

export interface SettleReport {
  settled: number;
  won: number;
  stopped: number;
}

/** Batches of whole orders (the bets are sorted by order). */
function batchesByOrder(bets: readonly Priced[]): Priced[][] {
  const out: Priced[][] = [];
  let batch: Priced[] = [];
  for (const bet of bets) {
    if (batch.length >= BATCH && batch[batch.length - 1]!.order_id !== bet.order_id) {
      out.push(batch);
      batch = [];
    }
    batch.push(bet);
  }
  if (batch.length > 0) out.push(batch);
  return out;
}

/** Moves bets from open to `status` with `win`, returning the ids this caller moved. */
async function claim(trx: Trx, ids: readonly number[], status: 'won' | 'lost', win: number, at: string): Promise<number[]> {
  const moved: number[] = [];
  for (const part of inParts(ids)) {
    const rows = await trx.updateTable('lottery_bet').set({ status, win_amount: win, settled_at: at }).where('id', 'in', part).where('status', '=', 'open').returning('id').execute();
    for (const row of rows) moved.push(row.id);
  }
  return moved;
}

/** Stop-on-win: the order's bets on later draws are stopped and refunded in one movement. */
async function stopChase(ctx: AppContext, trx: Trx, orderId: number, memberId: number, draw: LotteryDrawRow, at: string): Promise<number> {
  const later = trx.selectFrom('lottery_draw').select('id').where('game_code', '=', draw.game_code).where('draw_at', '>', draw.draw_at);
  const stopped = await trx
    .updateTable('lottery_bet')
    .set({ status: 'stopped', settled_at: at })
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .where('draw_id', 'in', later)
    .returningAll()
    .execute();
  if (stopped.length === 0) return 0;
  await releaseExposure(trx, stopped);
  const refund = stopped.reduce((sum, bet) => sum + Number(bet.amount), 0);
  await ctx.ledger.postInTransaction(trx, { memberId, amount: refund, kind: 'bet', reference: `lottery:order:${orderId}`, idempotencyKey: `lottery:stop:${orderId}:${draw.id}`, at });
  return stopped.length;
}

async function settleBatch(ctx: AppContext, trx: Trx, game: GameConfig, draw: LotteryDrawRow, batch: readonly Priced[], at: string): Promise<SettleReport> {
  const report: SettleReport = { settled: 0, won: 0, stopped: 0 };
  const moved = new Set(await claim(trx, batch.filter((bet) => bet.win === 0).map((bet) => bet.id), 'lost', 0, at));
  const byWin = new Map<number, number[]>();
  for (const bet of batch) {
    if (bet.win <= 0) continue;
    const ids = byWin.get(bet.win);
    if (ids) ids.push(bet.id);
    else byWin.set(bet.win, [bet.id]);
  }
  for (const [win, ids] of byWin) for (const id of await claim(trx, ids, 'won', win, at)) moved.add(id);

  const tickets = new Map<number, { memberId: number; merchantId: number; stake: number; win: number; valid: number; bets: number }>();
  for (const bet of batch) {
    if (!moved.has(bet.id)) continue;
    const ticket = tickets.get(bet.order_id) ?? { memberId: bet.member_id, merchantId: bet.merchant_id, stake: 0, win: 0, valid: 0, bets: 0 };
    ticket.stake += bet.amount;
    ticket.win += bet.win;
    ticket.valid += bet.valid;
    ticket.bets += 1;
    tickets.set(bet.order_id, ticket);
    report.settled += 1;
    if (bet.win > 0) report.won += 1;
  }
  if (tickets.size === 0) return report;

  const recordGame = await recordGameOf(trx, game);
  if (recordGame) {
    const records = [...tickets.values()].map((t) => ({
      merchant_id: t.merchantId,
      member_id: t.memberId,
      game_id: recordGame.id,
      vendor_code: recordGame.vendor_code,
      game_type: recordGame.game_type,
      round_id: null,
      bet_amount: t.stake,
      valid_bet: t.valid,
      payout: t.win,
      win_loss: t.win - t.stake,
      status: 'settled',
      created_at: at,
    }));
    for (const part of inParts(records)) await trx.insertInto('bet_record').values(part).execute();
  }

  const members = new Map<number, LotteryStreamEvent>();
  const winStop = new Set(
    (await trx.selectFrom('lottery_order').select('id').where('id', 'in', [...tickets.keys()]).where('win_stop', '=', 1).where('chase_draws', '>', 1).execute()).map((o) => o.id),
  );
  // Locks in the order of every other money movement: the wallets first (members in id order), then the
  // stopped chases' exposure rows (as a slip takes them after its wallet), the day rows last (countBets:
  // the members', then their agents'). A winner's round or slip meanwhile moves its wallet, then those
  // rows: each then waits for the other in turn instead of PostgreSQL killing one.
  const ordered = [...tickets.entries()].sort(([a, x], [b, y]) => x.memberId - y.memberId || a - b);
  const won = ordered.filter(([, ticket]) => ticket.win > 0);
  for (const [orderId, ticket] of won) {
    await ctx.ledger.postInTransaction(trx, { memberId: ticket.memberId, amount: ticket.win, kind: 'payout', reference: `lottery:order:${orderId}`, idempotencyKey: `lottery:win:${draw.id}:${orderId}`, at });
  }
  for (const [orderId, ticket] of won) if (winStop.has(orderId)) report.stopped += await stopChase(ctx, trx, orderId, ticket.memberId, draw, at);
  // The team reports' day figures move with the bet records (agent/day-totals.ts).
  await countBets(
    trx,
    ordered.map(([, ticket]) => ({ memberId: ticket.memberId, betAmount: ticket.stake, validBet: ticket.valid, payout: ticket.win })),
    at,
  );
  for (const [, ticket] of ordered) {
    const event = members.get(ticket.memberId) ?? { gameId: game.gameId, numero: draw.numero, bets: 0, winAmount: 0 };
    event.bets += ticket.bets;
    event.winAmount += ticket.win;
    members.set(ticket.memberId, event);
  }
  for (const [memberId, event] of members) if (event.winAmount > 0) await notify(trx, memberId, { type: 'lotteryWin', amount: event.winAmount });
  // The pages' live update (messages/ stream event `lottery`); the ledger wrote the `balance` events.
  await recordLotteryEvents(
    trx,
    [...members].map(([memberId, data]) => ({ memberId, data })),
    at,
  );
  return report;
}

/** Each member's valid bet on the draw, by the result of all its bets together, shared over them. */
function shareMembersValidBet(priced: Priced[]): void {
  const byMember = new Map<number, Priced[]>();
  for (const bet of priced) {
    const bets = byMember.get(bet.member_id);
    if (bets) bets.push(bet);
    else byMember.set(bet.member_id, [bet]);
  }
  for (const bets of byMember.values()) {
    const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
    const win = bets.reduce((sum, bet) => sum + bet.win, 0);
    const shares = shareValidBet(validBetOf(stake, win), bets.map((bet) => bet.amount));
    bets.forEach((bet, i) => (bet.valid = shares[i] ?? 0));
  }
}

/**
 * Settles a drawn draw's open bets (a settled draw's too: see `settledDrawsWithOpenBets`); marks it settled
 * once none is left open. `now` is the run's clock (the ops call may run ahead of real time): the bets
 * are settled as of it. The lease is real time, whatever the run's clock, so that a lease taken by a
 * run ahead of time does not hold back the timer's runs until real time catches up.
 */
export async function settleDraw(ctx: AppContext, draw: LotteryDrawRow, now: Date, clock: () => Date = () => new Date()): Promise<SettleReport> {
  const report: SettleReport = { settled: 0, won: 0, stopped: 0 };
  const game = gameByCode(draw.game_code);
  if (!game || draw.status !== 'drawn') return report;
  const at = now.toISOString();
  const real = clock();
  const until = new Date(real.getTime() + LEASE_MS).toISOString();
  // One instance at a time (a lease, taken again after it lapses when its holder died mid-way).
  const lease = await ctx.db
    .updateTable('lottery_draw')
    .set({ settling_until: until })
    .where('id', '=', draw.id)
    .where('status', '=', 'drawn')
    .where((eb) => eb.or([eb('settling_until', 'is', null), eb('settling_until', '<', real.toISOString())]))
    .executeTakeFirst();
  if (Number(lease.numUpdatedRows) !== 1) return report;
  const result = resultOf(draw);
  const open = await ctx.db
    .selectFrom('lottery_bet')
    .select(['id', 'order_id', 'member_id', 'merchant_id', 'play_id', 'selection', 'unit_price', 'multiple', 'amount', 'odds_percent'])
    .where('draw_id', '=', draw.id)
    .where('status', '=', 'open')
    .orderBy('order_id')
    .orderBy('id')
    .execute();
  const priced: Priced[] = open.map((bet) => {
    const play = playOf(game, bet.play_id);
    const win = play ? payoutOf(Number(bet.unit_price), bet.multiple, prizeUnits(play, bet.selection, result), bet.odds_percent, divisorOf(play, bet.selection)) : 0;
    return { id: bet.id, order_id: bet.order_id, member_id: bet.member_id, merchant_id: bet.merchant_id, amount: Number(bet.amount), win, valid: 0 };
  });
  shareMembersValidBet(priced);
  for (const batch of batchesByOrder(priced)) {
    const part = await ctx.db.transaction().execute((trx) => settleBatch(ctx, trx, game, draw, batch, at));
    report.settled += part.settled;
    report.won += part.won;
    report.stopped += part.stopped;
  }
  await ctx.db
    .updateTable('lottery_draw')
    .set({ settled_at: at })
    .where('id', '=', draw.id)
    .where('settled_at', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('lottery_bet').select('id').where('draw_id', '=', draw.id).where('status', '=', 'open'))))
    .execute();
  // Given back whether or not the draw was marked settled: a bet still open is the next run's at once.
  await ctx.db.updateTable('lottery_draw').set({ settling_until: null }).where('id', '=', draw.id).where('settling_until', '=', until).execute();
  return report;
}

/**
 * The draws already marked settled that still hold an open bet. None should: a slip commits only while
 * its draw is open (betting.ts), and the settlement that follows the draw reads every bet committed
 * before it. Each run settles such bets all the same (against the draw's result, as their settlement
 * would have), so that no stake is left unsettled by a fault here or a row written by hand.
 */
export async function settledDrawsWithOpenBets(ctx: AppContext): Promise<LotteryDrawRow[]> {
  // From the open bets (the partial index of migration 0031, matched by the literal `open` on both
  // databases), not from the draws: every run asks, and the draws only grow.
  const withOpen = await ctx.db.selectFrom('lottery_bet').select('draw_id').distinct().where('status', '=', sql.lit('open')).execute();
  if (withOpen.length === 0) return [];
  const drawn: LotteryDrawRow[] = [];
  for (const part of inParts(withOpen.map((row) => row.draw_id))) {
    drawn.push(...(await ctx.db.selectFrom('lottery_draw').selectAll().where('id', 'in', part).where('status', '=', 'drawn').where('settled_at', 'is not', null).execute()));
  }
  return drawn.sort((x, y) => x.draw_at.localeCompare(y.draw_at) || x.id - y.id);
}
