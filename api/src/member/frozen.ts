import { formatMoneyWithSymbol } from '@portal/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { withRisk } from '../risk';

/*
 * A frozen account (spec §4: "a dividend not paid after the period ends is treated as refused, the
 * upline account is frozen and payment is forced to the downline"): a member who owes its downline a
 * settlement its balance did not cover (`contract_settlement` unpaid, paid by the upline). It can log in
 * and see why, but not bet, withdraw or transfer; the settlement jobs pay what is owed as soon as the
 * balance covers it, and the account thaws with the payment. Derived from the rows, never stored, so
 * it can never disagree with what is owed.
 */

/** What the member owes its downline, in minor units (0: not frozen). `db` may be the caller's transaction. */
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

/** Money a frozen member tried to move out of its reach (the ledger kind and amount, minor units). */
export interface OutgoingAttempt {
  kind: string;
  amount: number;
}

/**
 * 403 member.frozen for a member who owes its downline (bets, withdrawals, transfers). Given the money
 * it tried to move out, the refusal is also a `member.frozen` risk event: that money is what the
 * downline is owed. The ledger's outgoing hold calls this with the debit's transaction, after the
 * debit has locked the wallet row, so a freeze committed before that read is never missed; the
 * services' earlier calls only refuse sooner (before the slow payment password check).
 */
export async function assertNotFrozen(db: Kysely<Database>, memberId: number, attempt?: OutgoingAttempt): Promise<void> {
  const owed = await owedByMember(db, memberId);
  if (owed <= 0) return;
  const refusal = new ApiError(403, 'member.frozen', 'member.frozen');
  if (!attempt) throw refusal;
  throw withRisk(refusal, { memberId, kind: 'member.frozen', amount: attempt.amount, detail: `${attempt.kind}: owes ${formatMoneyWithSymbol(owed)} to its downline` });
}
