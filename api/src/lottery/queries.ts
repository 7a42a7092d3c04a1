import type { Kysely, Transaction } from 'kysely';
import type { LotteryBet, LotteryBetStatus, LotteryDrawResult, LotteryPlayId, LotteryPrizeLine } from '@portal/shared/contracts';
import type { Database, LotteryBetRow, LotteryDrawRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { gameByCode, gameById, playOf, type GameConfig } from './games';
import { divisorOf } from './plays';

/* Reads and row shapes the lottery's modules share. */

export type Db = Kysely<Database> | Transaction<Database>;

export const gameNotFound = () => new ApiError(404, 'lottery.game.not.found', 'lottery.game.not.found');

export function gameOrThrow(gameId: number): GameConfig {
  const game = gameById(gameId);
  if (!game) throw gameNotFound();
  return game;
}

export function findOrderByRequest(db: Db, memberId: number, requestId: string) {
  return db.selectFrom('lottery_order').select('id').where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
}

export function betsOfOrder(db: Db, orderId: number): Promise<LotteryBetRow[]> {
  return db.selectFrom('lottery_bet').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function resultOf(draw: LotteryDrawRow): LotteryPrizeLine[] {
  return draw.result ? (JSON.parse(draw.result) as LotteryPrizeLine[]) : [];
}

/** A drawn draw on the wire (its seed revealed). */
export function toDrawResult(draw: LotteryDrawRow): LotteryDrawResult {
  const game = gameByCode(draw.game_code);
  return {
    gameId: game?.gameId ?? 0,
    numero: draw.numero,
    provinceCode: draw.province_code,
    drawTime: draw.draw_at,
    drawnAt: draw.drawn_at ?? draw.draw_at,
    serverSeedHash: draw.server_seed_hash,
    serverSeed: draw.server_seed,
    prizes: resultOf(draw),
  };
}

/** Bets on the wire, with their draws' lock and draw times. */
export async function betViews(db: Db, rows: readonly LotteryBetRow[]): Promise<LotteryBet[]> {
  if (rows.length === 0) return [];
  const drawIds = [...new Set(rows.map((row) => row.draw_id))];
  const draws = new Map((await db.selectFrom('lottery_draw').select(['id', 'lock_at', 'draw_at']).where('id', 'in', drawIds).execute()).map((d) => [d.id, d]));
  return rows.map((row) => {
    const game = gameByCode(row.game_code);
    const play = game ? playOf(game, row.play_id) : undefined;
    const draw = draws.get(row.draw_id);
    const top = play?.prizes[0] ?? 0;
    return {
      betId: row.id,
      orderId: row.order_id,
      gameId: game?.gameId ?? 0,
      numero: row.numero,
      playId: row.play_id as LotteryPlayId,
      bettingContent: row.selection,
      singleBetPrice: Number(row.unit_price),
      multiple: row.multiple,
      betAmount: Number(row.amount),
      odds: Math.floor((top * row.odds_percent) / 100 / (play ? divisorOf(play, row.selection) : 1)),
      oddsPercent: row.odds_percent,
      potentialWin: Number(row.potential_win),
      winAmount: Number(row.win_amount),
      status: row.status as LotteryBetStatus,
      bettingTime: row.created_at,
      lockTime: draw?.lock_at ?? '',
      drawTime: draw?.draw_at ?? '',
      settledAt: row.settled_at,
    };
  });
}

/** The catalogue game a lottery game's bet records are written under. */
export async function recordGameOf(db: Db, game: GameConfig): Promise<{ id: number; vendor_code: string; game_type: string } | undefined> {
  return db.selectFrom('game').select(['id', 'vendor_code', 'game_type']).where('game_code', '=', game.recordCode).orderBy('id').executeTakeFirst();
}
