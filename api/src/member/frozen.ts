import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';

/*
 * A frozen account (spec §4: "a dividend not paid after the period ends is treated as refused, the
 * upline account is frozen and payment is forced to the downline"): a member who owes its downline a
 * settlement its balance did not cover (`contract_settlement` unpaid, paid by the upline). It can log in
 * and see why, but not bet, withdraw or transfer; the settlement jobs pay what is owed as soon as the
 * balance covers it, and the account thaws with the payment. Derived from the rows, never stored, so
 * it can never disagree with what is owed.
 */

/** What the member owes its downline, in minor units (0: not frozen). */
export async function owedByMember(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('contract_settlement')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.val(0)).as('owed'))
    .where('upline_id', '=', memberId)
    .where('status', '=', 'unpaid')
    .where('payer', '=', 'upline')
    .executeTakeFirstOrThrow();
  return Number(row.owed);
}

/** 403 member.frozen for a member who owes its downline (bets, withdrawals, transfers). */
export async function assertNotFrozen(db: Kysely<Database>, memberId: number): Promise<void> {
  if ((await owedByMember(db, memberId)) > 0) throw new ApiError(403, 'member.frozen', 'member.frozen');
}
