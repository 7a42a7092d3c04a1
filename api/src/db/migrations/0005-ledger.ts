import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * The double-entry ledger and vendor sub-wallets.
 * - `ledger_txn`: one row per movement (kind, reference, idempotency key); its legs are the member
 *   entries (`ledger_entry.txn_id`) and the house entries (`house_entry`), and they sum to zero.
 * - `house_entry`: the house side, per merchant and account (`house:deposit`, `house:game`, …).
 * - `wallet.vendor_code`: `MAIN` or a vendor sub-wallet (`PG`, …); one wallet per member, currency
 *   and vendor. SQLite cannot drop the old UNIQUE (member_id, currency) table constraint, so the
 *   table is rebuilt there (the documented 12-step way); PostgreSQL alters it in place.
 * - `payment_password_failure`: wrong payment passwords, for the 5-in-15-minutes lock.
 * History: every existing entry gets a txn of its own (same kind, reference and key) and a house leg
 * of the opposite amount on the house account of its kind, so the books balance from day one.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The house account of a historical kind (a copy: migrations must not depend on today's code). */
const HOUSE_OF_KIND: Record<string, string> = {
  seed: 'house:seed',
  adjustment: 'house:adjustment',
  bet: 'house:game',
  payout: 'house:game',
  deposit: 'house:deposit',
  withdrawal: 'house:withdrawal',
  bonus: 'house:bonus',
};

function houseOfHistoricalKind(kind: string): string {
  return HOUSE_OF_KIND[kind] ?? HOUSE_OF_KIND[kind.split('.')[0] ?? ''] ?? 'house:adjustment';
}

export function ledgerMigration(dialect: DialectName): Migration {
  const id = withId(dialect);

  async function createTables(db: AnyDb): Promise<void> {
    await db.schema
      .createTable('ledger_txn')
      .$call(id)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reference', 'text')
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('house_entry')
      .$call(id)
      .addColumn('txn_id', 'integer', (c) => c.notNull().references('ledger_txn.id'))
      .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('house_entry_amount_not_zero', sql`amount <> 0`)
      .execute();
    await db.schema.createIndex('house_entry_txn').on('house_entry').column('txn_id').execute();
    await db.schema.createIndex('house_entry_account').on('house_entry').columns(['merchant_id', 'account', 'id']).execute();

    // Nullable: a column added to a table with rows; every row has one after the backfill below.
    await db.schema.alterTable('ledger_entry').addColumn('txn_id', 'integer', (c) => c.references('ledger_txn.id')).execute();
    await db.schema.createIndex('ledger_entry_txn').on('ledger_entry').column('txn_id').execute();

    await db.schema
      .createTable('payment_password_failure')
      .$call(id)
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payment_password_failure_recent').on('payment_password_failure').columns(['member_id', 'created_at']).execute();
  }

  /** SQLite: new table, copy (ids kept), drop, rename. Runs with foreign keys off (see up). */
  async function rebuildWalletSqlite(db: AnyDb): Promise<void> {
    await db.schema
      .createTable('wallet_new')
      .$call(id)
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('vendor_code', 'text', (c) => c.notNull().defaultTo('MAIN'))
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('wallet_per_member_currency_vendor', ['member_id', 'currency', 'vendor_code'])
      .addCheckConstraint('wallet_balance_not_negative', sql`balance >= 0`)
      .execute();
    await sql`INSERT INTO wallet_new (id, member_id, currency, vendor_code, balance, updated_at)
              SELECT id, member_id, currency, 'MAIN', balance, updated_at FROM wallet`.execute(db);
    await sql`DROP TABLE wallet`.execute(db);
    // ledger_entry's REFERENCES wallet(id) names the table, so it points at the renamed one.
    await sql`ALTER TABLE wallet_new RENAME TO wallet`.execute(db);
  }

  async function alterWalletPostgres(db: AnyDb): Promise<void> {
    await sql`ALTER TABLE wallet ADD COLUMN vendor_code text NOT NULL DEFAULT 'MAIN'`.execute(db);
    await sql`ALTER TABLE wallet DROP CONSTRAINT wallet_currency_per_member`.execute(db);
    await sql`ALTER TABLE wallet ADD CONSTRAINT wallet_per_member_currency_vendor UNIQUE (member_id, currency, vendor_code)`.execute(db);
  }

  async function backfill(db: AnyDb): Promise<void> {
    await sql`INSERT INTO ledger_txn (kind, reference, idempotency_key, created_at)
              SELECT kind, reference, idempotency_key, created_at FROM ledger_entry ORDER BY id`.execute(db);
    await sql`UPDATE ledger_entry SET txn_id = (SELECT t.id FROM ledger_txn t WHERE t.idempotency_key = ledger_entry.idempotency_key)`.execute(db);
    // The house account of each kind, as a CASE over the kinds in use (parameters, cast so PostgreSQL
    // knows their type); one statement, so the house legs follow the order of the history.
    const kinds = await sql<{ kind: string }>`SELECT DISTINCT kind FROM ledger_entry`.execute(db);
    if (kinds.rows.length === 0) return;
    const cases = kinds.rows.map(({ kind }) => sql`WHEN ${kind} THEN CAST(${houseOfHistoricalKind(kind)} AS text)`);
    await sql`INSERT INTO house_entry (txn_id, merchant_id, account, amount, created_at)
              SELECT e.txn_id, m.merchant_id, CASE e.kind ${sql.join(cases, sql` `)} END, -e.amount, e.created_at
              FROM ledger_entry e JOIN wallet w ON w.id = e.wallet_id JOIN member m ON m.id = w.member_id
              ORDER BY e.id`.execute(db);
  }

  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        // The migrator runs this inside one transaction already (PostgreSQL has transactional DDL).
        await createTables(db);
        await alterWalletPostgres(db);
        await backfill(db);
        return;
      }
      // SQLite: the migrator gives us its one connection outside any transaction. Foreign keys must be
      // off to drop the referenced `wallet` (the pragma is a no-op inside a transaction), and the
      // whole change is one transaction, checked for dangling references before it commits.
      const before = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db);
      const wasOn = before.rows[0]?.foreign_keys === 1;
      await sql`PRAGMA foreign_keys = OFF`.execute(db);
      try {
        await db.transaction().execute(async (trx) => {
          await rebuildWalletSqlite(trx);
          await createTables(trx);
          await backfill(trx);
          const dangling = await sql`PRAGMA foreign_key_check`.execute(trx);
          if (dangling.rows.length > 0) throw new Error(`0005-ledger left dangling references: ${JSON.stringify(dangling.rows.slice(0, 5))}`);
        });
      } finally {
        if (wasOn) await sql`PRAGMA foreign_keys = ON`.execute(db);
      }
    },

    async down() {
      // Sub-wallets and house legs have no place in the old schema: going back would lose money records.
      throw new Error('migration 0005-ledger cannot be undone; restore a backup taken before it');
    },
  };
}
