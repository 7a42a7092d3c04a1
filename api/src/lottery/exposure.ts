import type { LotteryPlay } from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { gameByCode, playOf } from './games';
import { divisorOf, payoutOf, worstHits } from './plays';

type Trx = Transaction<Database>;

/*
 * Per-number liability (api/docs/lottery.md): a draw's exposure on one selection of one play is the
 * sum of the most its bets could pay (one hit's win × `worstHits`: a lô number may end every result). The odds a new bet gets step down as that exposure passes
 * the play's steps (percent of its limit, read before the bet), and a bet that would take it past the
 * limit is refused: the operator never owes more on a number than it set. The row is moved by a
 * compare-and-set, so parallel bets on one number each see the exposure the others left.
 */

const ATTEMPTS = 8;

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

/** Takes a bet's potential win on its selection in `drawId`; throws lottery.liability past the limit. */
export async function reserveExposure(trx: Trx, drawId: number, play: LotteryPlay, selection: string, unit: number, multiple: number): Promise<Reserved> {
  const key = exposureKey(play, selection);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const row = await trx.selectFrom('lottery_exposure').select('amount').where('draw_id', '=', drawId).where('exposure_key', '=', key).executeTakeFirst();
    const current = row ? Number(row.amount) : 0;
    const oddsPercent = oddsPercentAt(play, current);
    const potentialWin = payoutOf(unit, multiple, play.prizes[0] ?? 0, oddsPercent, divisorOf(play, selection));
    const owed = potentialWin * worstHits(play, selection);
    if (current + owed > play.liabilityLimit) throw liabilityRefused(selection);
    if (!row) {
      const inserted = await trx
        .insertInto('lottery_exposure')
        .values({ draw_id: drawId, exposure_key: key, amount: owed })
        .onConflict((oc) => oc.columns(['draw_id', 'exposure_key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { oddsPercent, potentialWin };
      continue;
    }
    const updated = await trx
      .updateTable('lottery_exposure')
      .set({ amount: current + owed })
      .where('draw_id', '=', drawId)
      .where('exposure_key', '=', key)
      .where('amount', '=', current)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return { oddsPercent, potentialWin };
  }
  throw new Error(`the exposure of ${key} in draw ${drawId} kept changing`);
}

/** Gives back what refunded bets had taken (cancelled, or stopped by their chase). */
export async function releaseExposure(
  trx: Trx,
  bets: readonly { draw_id: number; game_code: string; play_id: string; selection: string; potential_win: number }[],
): Promise<void> {
  for (const bet of bets) {
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
