import type { LotteryPlay } from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { gameByCode, playOf } from './games';
import { divisorOf, payoutOf, worstHits } from './plays';

type Trx = Transaction<Database>;

/*
 * Per-number liability (api/docs/lottery.md): a draw's exposure on one selection of one play is the
 * sum of the most its bets could pay (one hit's win × `worstHits`: a lô number may end every result). The odds a new bet gets step down as that exposure passes
 * the play's steps (percent of its limit, read before the bet), and a bet that would take it past the
 * limit is refused: the operator never owes more on a number than it set. Parallel bets on one number
 * each see the exposure the others left (the row lock below).
 */

export interface Reserved {
  oddsPercent: number;
  potentialWin: number;
}

export const exposureKey = (play: LotteryPlay, selection: string) => `${play.playId}:${selection}`;

function oddsPercentAt(play: LotteryPlay, exposure: number): number {
  const percent = play.liabilityLimit > 0 ? Math.floor((exposure * 100) / play.liabilityLimit) : 100;
  let odds = 100;
  for (const step of play.oddsSteps) if (percent >= step.fromPercent) odds = step.oddsPercent;
  return odds;
}

export function liabilityRefused(selection: string): ApiError {
  return new ApiError(400, 'lottery.liability', 'lottery.liability', { number: selection }, null, { number: selection });
}

/**
 * Takes a bet's potential win on its selection in `drawId`; throws lottery.liability past the limit.
 * The row is made if missing and then read under its row lock (PostgreSQL; SQLite runs one writer), so
 * bets on one number wait their turn instead of retrying. A slip takes its rows in one order (by draw,
 * then key: see `byExposureRow`), so two slips naming the same numbers the other way round never
 * deadlock.
 */
export async function reserveExposure(trx: Trx, dialect: DialectName, drawId: number, play: LotteryPlay, selection: string, unit: number, multiple: number): Promise<Reserved> {
  const key = exposureKey(play, selection);
  await trx
    .insertInto('lottery_exposure')
    .values({ draw_id: drawId, exposure_key: key, amount: 0 })
    .onConflict((oc) => oc.columns(['draw_id', 'exposure_key']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('lottery_exposure')
    .select('amount')
    .where('draw_id', '=', drawId)
    .where('exposure_key', '=', key)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirstOrThrow();
  const current = Number(row.amount);
  const oddsPercent = oddsPercentAt(play, current);
  const potentialWin = payoutOf(unit, multiple, play.prizes[0] ?? 0, oddsPercent, divisorOf(play, selection));
  const owed = potentialWin * worstHits(play, selection);
  if (current + owed > play.liabilityLimit) throw liabilityRefused(selection);
  await trx.updateTable('lottery_exposure').set({ amount: current + owed }).where('draw_id', '=', drawId).where('exposure_key', '=', key).execute();
  return { oddsPercent, potentialWin };
}

/** The order a slip takes its exposure rows in: by draw, then by key. */
export const byExposureRow = (a: { drawId: number; key: string }, b: { drawId: number; key: string }) => a.drawId - b.drawId || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Gives back what refunded bets had taken (cancelled, or stopped by their chase). */
export async function releaseExposure(
  trx: Trx,
  bets: readonly { draw_id: number; game_code: string; play_id: string; selection: string; potential_win: number }[],
): Promise<void> {
  const ordered = [...bets].sort((a, b) => byExposureRow({ drawId: a.draw_id, key: `${a.play_id}:${a.selection}` }, { drawId: b.draw_id, key: `${b.play_id}:${b.selection}` }));
  for (const bet of ordered) {
    const game = gameByCode(bet.game_code);
    const play = game && playOf(game, bet.play_id);
    const owed = Number(bet.potential_win) * (play ? worstHits(play, bet.selection) : 1);
    await trx
      .updateTable('lottery_exposure')
      .set((eb) => ({ amount: eb('amount', '-', owed) }))
      .where('draw_id', '=', bet.draw_id)
      .where('exposure_key', '=', `${bet.play_id}:${bet.selection}`)
      .where('amount', '>=', owed)
      .execute();
  }
}
