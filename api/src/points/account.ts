import type { PointEntryKind } from '@portal/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { VALID_BET_PER_POINT, type Db } from './config';

export const pointsInsufficient = () => new ApiError(400, 'points.insufficient', 'points.insufficient');

async function openAccount(db: Db, memberId: number, at: string): Promise<void> {
  await db.insertInto('point_account').values({ member_id: memberId, updated_at: at }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
}

async function pointsOf(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('point_account').select('points').where('member_id', '=', memberId).executeTakeFirst();
  return Number(row?.points ?? 0);
}

/**
 * Moves a member's points by `delta` (negative spends) in the caller's transaction, with its entry:
 * a conditional update never lets the balance go below zero (`points.insufficient`), and the entry's
 * unique key makes the movement happen once. Answers the points held after it.
 */
export async function movePoints(trx: Db, move: { memberId: number; delta: number; kind: PointEntryKind; key: string; reference: string | null; at: string }): Promise<number> {
  await openAccount(trx, move.memberId, move.at);
  const moved = await trx
    .updateTable('point_account')
    .set((eb) => ({ points: eb('points', '+', move.delta), updated_at: move.at }))
    .where('member_id', '=', move.memberId)
    .where('points', '>=', -move.delta)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw pointsInsufficient();
  const balance = await pointsOf(trx, move.memberId);
  await trx
    .insertInto('point_entry')
    .values({ member_id: move.memberId, kind: move.kind, points: move.delta, balance_after: balance, reference: move.reference, idempotency_key: move.key, created_at: move.at })
    .execute();
  return balance;
}

/** The member's settled valid bet of all time (in-house rounds and settled lottery bets write `bet_record`). */
async function validBetOf(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('bet_record')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('valid_bet'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Accrual, on read: the points the member's settled valid bet has earned are floor(total / rate);
 * `earned` remembers how many were credited, so only the difference is credited, once (a conditional
 * update on `earned`; a racing accrual finds it moved and credits nothing). Each bet record is thus
 * counted once, whatever order records arrive in, and fractions carry over to the next bets.
 */
export async function accruePoints(db: Kysely<Database>, memberId: number, at: string): Promise<{ points: number; earned: number; validBet: number }> {
  return db.transaction().execute(async (trx) => {
    await openAccount(trx, memberId, at);
    const validBet = await validBetOf(trx, memberId);
    const target = Math.floor(validBet / VALID_BET_PER_POINT);
    const account = await trx.selectFrom('point_account').select(['points', 'earned']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    const earned = Number(account.earned);
    if (target <= earned) return { points: Number(account.points), earned, validBet };
    const delta = target - earned;
    const moved = await trx
      .updateTable('point_account')
      .set((eb) => ({ earned: target, points: eb('points', '+', delta), updated_at: at }))
      .where('member_id', '=', memberId)
      .where('earned', '=', earned)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return { points: await pointsOf(trx, memberId), earned, validBet };
    const balance = await pointsOf(trx, memberId);
    await trx
      .insertInto('point_entry')
      .values({ member_id: memberId, kind: 'EARN', points: delta, balance_after: balance, reference: `validBet:${validBet}`, idempotency_key: `earn:${memberId}:${target}`, created_at: at })
      .execute();
    return { points: balance, earned: target, validBet };
  });
}
