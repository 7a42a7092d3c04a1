import type { Kysely } from 'kysely';
import type { Database, IsoTime } from '../db/schema';
import { MAIN_WALLET } from '../db/tables/wallet';

type Db = Kysely<Database>;

export async function limitRows(db: Db, memberId: number) {
  return db.selectFrom('protection_limit').selectAll().where('member_id', '=', memberId).execute();
}

export async function limitRowsOf(db: Db, memberIds: readonly number[]) {
  if (memberIds.length === 0) return [];
  return db.selectFrom('protection_limit').selectAll().where('member_id', 'in', memberIds).execute();
}

/** Deposit orders since `since` that count against a deposit limit: credited, or pending and not expired at `now`. */
export async function depositsSince(db: Db, memberId: number, since: IsoTime, now: IsoTime): Promise<number> {
  const row = await db
    .selectFrom('deposit_order')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.val(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .where((eb) => eb.or([eb('status', '=', 'credited'), eb.and([eb('status', '=', 'pending'), eb('expires_at', '>', now)])]))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The sum of the member's MAIN wallet legs of `kinds` since `since` (negative: money staked); with
 * `debitsOnly`, its debits alone. MAIN is where stakes leave from: in-house rounds and lottery slips
 * debit it (`bet`), and money for a vendor's games leaves it for the vendor's wallet (`transfer`).
 */
export async function movedSince(db: Db, memberId: number, kinds: readonly string[], since: IsoTime, debitsOnly = false): Promise<number> {
  const row = await db
    .selectFrom('ledger_entry')
    .innerJoin('wallet', 'wallet.id', 'ledger_entry.wallet_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('ledger_entry.amount'), eb.val(0)).as('total'))
    .where('wallet.member_id', '=', memberId)
    .where('wallet.vendor_code', '=', MAIN_WALLET)
    .where('ledger_entry.kind', 'in', kinds)
    .where('ledger_entry.created_at', '>=', since)
    .$if(debitsOnly, (qb) => qb.where('ledger_entry.amount', '<', 0))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function exclusionInForce(db: Db, memberId: number, now: IsoTime) {
  return db
    .selectFrom('protection_exclusion')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function exclusionsInForce(db: Db, memberIds: readonly number[], now: IsoTime) {
  if (memberIds.length === 0) return [];
  return db.selectFrom('protection_exclusion').selectAll().where('member_id', 'in', memberIds).where('starts_at', '<=', now).where('ends_at', '>', now).execute();
}
