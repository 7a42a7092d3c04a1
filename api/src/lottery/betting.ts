import {
  formatMoneyWithSymbol,
  LOTTERY_MAX_SLIP_BETS,
  type LotteryBettingBody,
  type LotteryCancelAnswer,
  type LotteryOrder,
  type LotteryPlay,
} from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { LotteryDrawRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { assertNotFrozen } from '../member';
import { withRisk } from '../risk';
import { lockMemberWallet } from '../wallet';
import { byExposureRow, exposureKey, releaseExposure, reserveExposure, type Reserved } from './exposure';
import { gameByCode, gameById, playOf, type GameConfig } from './games';
import { selectionsOf } from './plays';
import { betsOfOrder, betViews, findOrderByRequest, gameNotFound, type Db } from './queries';

/*
 * A slip: validated against the game's plays and limits, placed on the current draw (or a later open
 * one) and, with a chase, on the next draws too; the whole stake is taken up front in one ledger
 * movement (kind `bet`, key `lottery:order:<id>:bet`) in the transaction that writes the order, its
 * bets and their exposure. A retried slip (same requestId) answers the first order and moves nothing.
 */

export interface Bettor {
  memberId: number;
  merchantId: number;
}

interface PricedBet {
  draw: LotteryDrawRow;
  play: LotteryPlay;
  selection: string;
  unit: number;
  multiple: number;
  amount: number;
}

const drawClosed = () => new ApiError(400, 'lottery.draw.closed', 'lottery.draw.closed');
const contentInvalid = (index: number) => new ApiError(400, 'lottery.content.invalid', 'lottery.content.invalid', { field: `contents[${index}]` }, null);

function stakeOutOfRange(play: LotteryPlay): ApiError {
  const params = { min: formatMoneyWithSymbol(play.minUnit), max: formatMoneyWithSymbol(play.maxUnit), multiple: play.maxMultiple };
  return new ApiError(400, 'lottery.stake.range', 'lottery.stake.range', params, null, params);
}

/**
 * The draws a slip goes on: `numero` (still before its lock) and the next ones, `count` in all; a
 * province's slip follows that province (VN South and Central draw several provinces at one time).
 */
async function drawsOfSlip(db: Db, game: GameConfig, numero: string, count: number, now: Date): Promise<LotteryDrawRow[]> {
  if (count > game.ahead) throw new ApiError(400, 'lottery.chase.range', 'lottery.chase.range', { max: game.ahead }, null, { max: game.ahead });
  const first = await db.selectFrom('lottery_draw').selectAll().where('game_code', '=', game.code).where('numero', '=', numero).executeTakeFirst();
  if (!first || first.status !== 'open' || first.lock_at <= now.toISOString()) throw drawClosed();
  const draws = await db
    .selectFrom('lottery_draw')
    .selectAll()
    .where('game_code', '=', game.code)
    .where('province_code', first.province_code === null ? 'is' : '=', first.province_code)
    .where('draw_at', '>=', first.draw_at)
    .orderBy('draw_at')
    .limit(count)
    .execute();
  // Not scheduled that far yet: the chase is longer than the draws open for betting.
  if (draws.length < count) throw new ApiError(400, 'lottery.chase.range', 'lottery.chase.range', { max: draws.length }, null, { max: draws.length });
  return draws;
}

function priceSlip(game: GameConfig, body: LotteryBettingBody, draws: LotteryDrawRow[]): PricedBet[] {
  const bets: PricedBet[] = [];
  body.contents.forEach((content, index) => {
    const play = playOf(game, content.playId);
    if (!play) throw contentInvalid(index);
    const selections = selectionsOf(play, content.bettingContent);
    if (!selections) throw contentInvalid(index);
    if (content.singleBetPrice < play.minUnit || content.singleBetPrice > play.maxUnit || content.multiple > play.maxMultiple) throw stakeOutOfRange(play);
    for (const draw of draws) {
      for (const selection of selections) {
        bets.push({ draw, play, selection, unit: content.singleBetPrice, multiple: content.multiple, amount: content.singleBetPrice * content.multiple * play.coverage });
      }
    }
  });
  if (bets.length > LOTTERY_MAX_SLIP_BETS) throw new ApiError(400, 'lottery.slip.size', 'lottery.slip.size', { max: LOTTERY_MAX_SLIP_BETS }, null, { max: LOTTERY_MAX_SLIP_BETS });
  // Exposure rows are taken in one order by every slip, so two slips never wait on each other in a cycle.
  return bets.sort((a, b) => a.draw.id - b.draw.id || `${a.play.playId}:${a.selection}`.localeCompare(`${b.play.playId}:${b.selection}`));
}

async function answerOrder(ctx: AppContext, db: Db, orderId: number, memberId: number): Promise<LotteryOrder> {
  const order = await db.selectFrom('lottery_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const game = gameByCode(order.game_code);
  if (!game) throw new Error(`unknown lottery game ${order.game_code}`);
  return {
    orderId: order.id,
    gameId: game.gameId,
    chaseDraws: order.chase_draws,
    winStop: order.win_stop === 1,
    totalAmount: Number(order.total_amount),
    createdAt: order.created_at,
    bets: await betViews(db, await betsOfOrder(db, order.id)),
    balance: await ctx.ledger.balanceOf(memberId),
  };
}

/**
 * Locks each draw of the slip that is still open (and the first one still before its lock time), in id
 * order, refusing the slip when one is not. On PostgreSQL a locking read that waited reads the row as
 * committed after the wait, so a draw drawn meanwhile is not returned. The lock is the draw job's own
 * (`FOR NO KEY UPDATE`, what its update takes), not a share lock: share locks that keep overlapping
 * would starve the draw job; nor `FOR UPDATE`, which would wait on the key-share locks other slips'
 * bet rows hold on the draw (their foreign key) while they wait on ours. It is the slip's last
 * statement, so slips on one draw wait on each other only for a commit. On SQLite the
 * instance's one connection runs one transaction at a time: nothing draws between this read and the
 * slip's commit.
 */
async function lockOpenDraws(ctx: AppContext, trx: Db, draws: readonly LotteryDrawRow[], now: Date, bettor: Bettor, total: number): Promise<void> {
  const ids = [...new Set(draws.map((draw) => draw.id))].sort((x, y) => x - y);
  const open = await trx
    .selectFrom('lottery_draw')
    .select(['id', 'lock_at'])
    .where('id', 'in', ids)
    .where('status', '=', 'open')
    .orderBy('id')
    .$if(ctx.dialect === 'postgres', (qb) => qb.forNoKeyUpdate())
    .execute();
  const first = open.find((draw) => draw.id === draws[0]!.id);
  if (open.length !== ids.length || !first || first.lock_at <= now.toISOString()) {
    // A slip that reached its draw as it closed: ops see such late bets (betting on a known result).
    throw withRisk(drawClosed(), { memberId: bettor.memberId, kind: 'bet.closed', amount: total, detail: `${draws[0]!.game_code} ${draws[0]!.numero}` });
  }
}

/** `POST /lgw/orders/betting`. */
export async function placeSlip(ctx: AppContext, bettor: Bettor, body: LotteryBettingBody, clock: () => Date = () => new Date()): Promise<LotteryOrder> {
  const now = clock();
  const game = gameById(body.gameId);
  if (!game) throw gameNotFound();
  const first = await findOrderByRequest(ctx.db, bettor.memberId, body.requestId);
  if (first) return answerOrder(ctx, ctx.db, first.id, bettor.memberId);
  // A member who owes its downline a salary or dividend bets nothing until it is paid (contract/).
  await assertNotFrozen(ctx.db, bettor.memberId);
  const chase = body.chase ?? { draws: 1, winStop: false };
  const draws = await drawsOfSlip(ctx.db, game, body.numero, chase.draws, now);
  const priced = priceSlip(game, body, draws);
  const total = priced.reduce((sum, bet) => sum + bet.amount, 0);
  const at = now.toISOString();
  try {
    const orderId = await ctx.db.transaction().execute(async (trx) => {
      const order = await trx
        .insertInto('lottery_order')
        .values({ merchant_id: bettor.merchantId, member_id: bettor.memberId, game_code: game.code, request_id: body.requestId, chase_draws: chase.draws, win_stop: chase.winStop ? 1 : 0, total_amount: total, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The member's own rows first (its wallet), then the rows every bettor of the draw shares, in
      // one order (the numbers' exposure, then the draws), so those are held for the shortest time.
      const reference = `lottery:order:${order.id}`;
      await ctx.ledger.postInTransaction(trx, { memberId: bettor.memberId, amount: -total, kind: 'bet', reference, idempotencyKey: `${reference}:bet`, at });
      const reserved = new Map<PricedBet, Reserved>();
      const byRow = priced.map((bet) => ({ bet, drawId: bet.draw.id, key: exposureKey(bet.play, bet.selection) })).sort(byExposureRow);
      for (const { bet } of byRow) reserved.set(bet, await reserveExposure(trx, ctx.dialect, bet.draw.id, bet.play, bet.selection, bet.unit, bet.multiple));
      const rows = priced.map((bet) => ({
        order_id: order.id,
        merchant_id: bettor.merchantId,
        member_id: bettor.memberId,
        draw_id: bet.draw.id,
        game_code: game.code,
        numero: bet.draw.numero,
        play_id: bet.play.playId,
        selection: bet.selection,
        unit_price: bet.unit,
        multiple: bet.multiple,
        amount: bet.amount,
        odds_percent: reserved.get(bet)!.oddsPercent,
        potential_win: reserved.get(bet)!.potentialWin,
        win_amount: 0,
        status: 'open',
        created_at: at,
        settled_at: null,
      }));
      await trx.insertInto('lottery_bet').values(rows).execute();
      // Decided again last, under the draws' row locks, with the clock of this moment: the draw job's
      // `open → drawn` waits for this slip to commit (and then settles its bets), or the slip waits for
      // the draw job, finds its draw drawn and rolls back whole.
      await lockOpenDraws(ctx, trx, draws, clock(), bettor, total);
      return order.id;
    });
    return await answerOrder(ctx, ctx.db, orderId, bettor.memberId);
  } catch (error) {
    // The same requestId raced: the loser's order insert hit the unique index and rolled back whole.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOrderByRequest(ctx.db, bettor.memberId, body.requestId);
    if (!winner) throw error;
    return answerOrder(ctx, ctx.db, winner.id, bettor.memberId);
  }
}

/** `PUT /lgw/orders/suborders/cancel`: all the bets or none; each refunded once (its status moves from open once). */
export async function cancelBets(ctx: AppContext, memberId: number, betIds: readonly number[], now: Date = new Date()): Promise<LotteryCancelAnswer> {
  const ids = [...new Set(betIds)].sort((a, b) => a - b);
  const at = now.toISOString();
  const cancelled = await ctx.db.transaction().execute(async (trx) => {
    // The wallet before the bet rows: a settling draw pays this member (the wallet), then stops its
    // chase (these rows), and would wait on this cancel while it waits on the wallet.
    await lockMemberWallet(trx, ctx.dialect, memberId);
    const mine = await trx.selectFrom('lottery_bet').select('id').where('id', 'in', ids).where('member_id', '=', memberId).execute();
    if (mine.length !== ids.length) throw new ApiError(404, 'lottery.bet.not.found', 'lottery.bet.not.found');
    const rows = await trx
      .updateTable('lottery_bet')
      .set({ status: 'cancelled', settled_at: at })
      .where('id', 'in', ids)
      .where('status', '=', 'open')
      .where('draw_id', 'in', (eb) => eb.selectFrom('lottery_draw').select('id').where('status', '=', 'open').where('lock_at', '>', at))
      .returningAll()
      .execute();
    if (rows.length !== ids.length) throw new ApiError(400, 'lottery.cancel.closed', 'lottery.cancel.closed');
    await releaseExposure(trx, rows);
    // One refund per order, under the order's reference (its records read as stake, then refund).
    const byOrder = new Map<number, typeof rows>();
    for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
    for (const [orderId, bets] of [...byOrder.entries()].sort(([a], [b]) => a - b)) {
      const refund = bets.reduce((sum, row) => sum + Number(row.amount), 0);
      await ctx.ledger.postInTransaction(trx, { memberId, amount: refund, kind: 'bet', reference: `lottery:order:${orderId}`, idempotencyKey: `lottery:cancel:${orderId}:${bets[0]!.id}`, at });
    }
    return rows;
  });
  return {
    cancelled: await betViews(ctx.db, cancelled),
    refunded: cancelled.reduce((sum, row) => sum + Number(row.amount), 0),
    balance: await ctx.ledger.balanceOf(memberId),
  };
}
