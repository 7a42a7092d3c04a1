import { sql, type Kysely } from 'kysely';
import type { Database, IsoTime, LedgerEntryRow, WalletRow } from '../db/schema';

type Db = Kysely<Database>;

export async function insertWallet(db: Db, memberId: number, currency: string, now: IsoTime): Promise<void> {
  await db.insertInto('wallet').values({ member_id: memberId, currency, balance: 0, updated_at: now }).execute();
}

export async function findWallet(db: Db, memberId: number, currency: string): Promise<WalletRow | undefined> {
  return db.selectFrom('wallet').selectAll().where('member_id', '=', memberId).where('currency', '=', currency).executeTakeFirst();
}

/**
 * Adds `amount` to the balance only if the result stays at or above zero, and returns the new balance
 * (undefined when refused). The check and the write are one statement, so it is atomic on SQLite and,
 * on PostgreSQL, re-evaluated against the latest row version by a concurrent writer: two parallel
 * debits can never both pass on the same old balance.
 */
export async function applyToBalance(db: Db, walletId: number, amount: number, now: IsoTime): Promise<number | undefined> {
  const row = await db
    .updateTable('wallet')
    .set({ balance: sql<number>`balance + ${amount}`, updated_at: now })
    .where('id', '=', walletId)
    .where(sql<number>`balance + ${amount}`, '>=', 0)
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : undefined;
}

export type EntryWithWallet = LedgerEntryRow & { member_id: number; currency: string };

export async function findEntryByKey(db: Db, idempotencyKey: string): Promise<EntryWithWallet | undefined> {
  return db
    .selectFrom('ledger_entry as e')
    .innerJoin('wallet as w', 'w.id', 'e.wallet_id')
    .selectAll('e')
    .select(['w.member_id', 'w.currency'])
    .where('e.idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function insertEntry(db: Db, entry: Omit<LedgerEntryRow, 'id'>): Promise<LedgerEntryRow> {
  return db.insertInto('ledger_entry').values(entry).returningAll().executeTakeFirstOrThrow();
}
