import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/connect';
import { MAIN_WALLET } from '../db/tables/wallet';
import type { Database, HouseEntryRow, IsoTime, LedgerEntryRow, LedgerTxnRow, WalletRow } from '../db/schema';

type Db = Kysely<Database>;

/** The member's main wallet; every other wallet of a member is a vendor sub-wallet. */
export { MAIN_WALLET };

/**
 * Takes the member's MAIN wallet row lock first (PostgreSQL; SQLite runs one write transaction at a
 * time), for a transaction that reads or writes other rows before it moves the member's money: the
 * ledger takes the wallet first in every movement, and a transaction that took a row first and the
 * wallet after could wait on one that holds the wallet and waits for that row.
 */
export async function lockMemberWallet(db: Db, dialect: DialectName, memberId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('wallet').select('id').where('member_id', '=', memberId).where('vendor_code', '=', MAIN_WALLET).forUpdate().execute();
}

export async function insertWallet(db: Db, memberId: number, currency: string, now: IsoTime, vendorCode: string = MAIN_WALLET): Promise<void> {
  await db.insertInto('wallet').values({ member_id: memberId, currency, vendor_code: vendorCode, balance: 0, updated_at: now }).execute();
}

/** The member's wallet of that currency: MAIN unless a vendor code is given. */
export async function findWallet(db: Db, memberId: number, currency: string, vendorCode: string = MAIN_WALLET): Promise<WalletRow | undefined> {
  return db
    .selectFrom('wallet')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('currency', '=', currency)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
}

/** A vendor sub-wallet, created empty on first use (a parallel first use loses quietly on the unique key). */
export async function ensureWallet(db: Db, memberId: number, currency: string, vendorCode: string, now: IsoTime): Promise<WalletRow> {
  await db
    .insertInto('wallet')
    .values({ member_id: memberId, currency, vendor_code: vendorCode, balance: 0, updated_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'currency', 'vendor_code']).doNothing())
    .execute();
  const wallet = await findWallet(db, memberId, currency, vendorCode);
  if (!wallet) throw new Error(`wallet ${memberId}/${currency}/${vendorCode} vanished after its insert`);
  return wallet;
}

/** Every wallet of a member in a currency (MAIN and the sub-wallets created so far). */
export async function listWallets(db: Db, memberId: number, currency: string): Promise<WalletRow[]> {
  return db.selectFrom('wallet').selectAll().where('member_id', '=', memberId).where('currency', '=', currency).orderBy('id').execute();
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

export type EntryWithWallet = LedgerEntryRow & { member_id: number; currency: string; vendor_code: string };

function entriesWithWallet(db: Db) {
  return db
    .selectFrom('ledger_entry as e')
    .innerJoin('wallet as w', 'w.id', 'e.wallet_id')
    .selectAll('e')
    .select(['w.member_id', 'w.currency', 'w.vendor_code']);
}

export async function findEntryByKey(db: Db, idempotencyKey: string): Promise<EntryWithWallet | undefined> {
  return entriesWithWallet(db).where('e.idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function insertEntry(db: Db, entry: Omit<LedgerEntryRow, 'id'>): Promise<LedgerEntryRow> {
  return db.insertInto('ledger_entry').values(entry).returningAll().executeTakeFirstOrThrow();
}

export async function findTxnByKey(db: Db, idempotencyKey: string): Promise<LedgerTxnRow | undefined> {
  return db.selectFrom('ledger_txn').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function insertTxn(db: Db, txn: Omit<LedgerTxnRow, 'id'>): Promise<LedgerTxnRow> {
  return db.insertInto('ledger_txn').values(txn).returningAll().executeTakeFirstOrThrow();
}

/** The member legs of a transaction, in the order they were written. */
export async function entriesOfTxn(db: Db, txnId: number): Promise<EntryWithWallet[]> {
  return entriesWithWallet(db).where('e.txn_id', '=', txnId).orderBy('e.id').execute();
}

export async function houseEntriesOfTxn(db: Db, txnId: number): Promise<HouseEntryRow[]> {
  return db.selectFrom('house_entry').selectAll().where('txn_id', '=', txnId).orderBy('id').execute();
}

export async function insertHouseEntry(db: Db, entry: Omit<HouseEntryRow, 'id'>): Promise<HouseEntryRow> {
  return db.insertInto('house_entry').values(entry).returningAll().executeTakeFirstOrThrow();
}

export async function merchantOfMember(db: Db, memberId: number): Promise<number | undefined> {
  const row = await db.selectFrom('member').select('merchant_id').where('id', '=', memberId).executeTakeFirst();
  return row?.merchant_id;
}
