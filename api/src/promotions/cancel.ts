import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, IsoTime } from '../db/schema';
import { MAIN_WALLET } from '../db/tables/wallet';
import { publishCounts } from './counts';
import { progressOf } from './turnover';

/*
 * A self-excluded player's promotions end (api/src/protection starts the exclusion and calls this in
 * its transaction):
 * - the promotions it joined stop: a participation without an application is removed (no further
 *   deposit bonus qualifies; the player may join again once the exclusion is over), an application
 *   still waiting is rejected (ops can no longer approve it);
 * - each bonus whose turnover still runs is taken back (what the balance covers, ledger kind `bonus`,
 *   key `promotion:cancel:<reward>`) and its turnover removed, so the lock it put on the deposit it was
 *   issued on goes with it: deposited money stays the player's to withdraw.
 * - rewards issued and not yet claimed, and tickets not yet opened, are cancelled (status
 *   `CANCELLED_REWARD` / `CANCELLED_TICKET`): nothing waits in the reward centre to draw the player
 *   back when the exclusion ends. They were never money of the player's; the lists leave them out.
 */

/** A reward or ticket cancelled by a self-exclusion: a status only the server knows (the lists show the contract's). */
export const CANCELLED_REWARD = 'X';
export const CANCELLED_TICKET = 'CANCELLED';

/** In the caller's transaction, which holds the member's wallet already (the balance read here is then the one the take-back debits). */
export async function cancelPromotionsOf(ctx: AppContext, trx: Transaction<Database>, memberId: number, at: IsoTime): Promise<void> {
  const withApplication = trx.selectFrom('promotion_application').select('participation_id');
  await trx.updateTable('promotion_member').set({ status: 'REJECTED', decided_at: at }).where('member_id', '=', memberId).where('status', '=', 'APPLYING').execute();
  await trx.deleteFrom('promotion_member').where('member_id', '=', memberId).where('status', '=', 'SIGNED_UP').where('id', 'not in', withApplication).execute();
  await trx.updateTable('promotion_reward').set({ status: CANCELLED_REWARD }).where('member_id', '=', memberId).where('status', '=', 'I').execute();
  await trx.updateTable('promotion_ticket').set({ status: CANCELLED_TICKET }).where('member_id', '=', memberId).where('status', '=', 'AVAILABLE').execute();

  const turnovers = await trx
    .selectFrom('promotion_turnover as t')
    .innerJoin('promotion_reward as r', 'r.id', 't.reward_id')
    .select(['t.id', 't.reward_id', 't.required', 't.started_at', 'r.amount', 'r.promotion_id'])
    .where('t.member_id', '=', memberId)
    .orderBy('t.id')
    .execute();
  for (const turnover of turnovers) {
    if ((await progressOf(trx, memberId, turnover)).status !== 'IN_PROCESS') continue;
    const wallet = await trx.selectFrom('wallet').select('balance').where('member_id', '=', memberId).where('vendor_code', '=', MAIN_WALLET).executeTakeFirst();
    const back = Math.min(Number(turnover.amount), Number(wallet?.balance ?? 0));
    if (back > 0) {
      await ctx.ledger.postInTransaction(trx, { memberId, amount: -back, kind: 'bonus', reference: `promotion:${turnover.promotion_id}`, idempotencyKey: `promotion:cancel:${turnover.reward_id}`, at });
    }
    // Ended: nothing more to play and nothing locked (the reward reads as claimed, without a turnover).
    await trx.deleteFrom('promotion_turnover').where('id', '=', turnover.id).execute();
  }
  await publishCounts(trx, memberId, new Date(at));
}
