import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * What the contracts paid.
 * - `contract_settlement`: one row per contract and period (`period_key`: a site day, a site hour, a
 *   5-minute window's start, or a dividend period), unique, so the jobs settle each period once however
 *   often and wherever they run. The row keeps the inputs (the team's valid bet, net loss, active
 *   members), the tier reached and the amount, so an agent sees why it got what it got; `status` is
 *   `none` (no tier reached, nothing owed), `paid` (the ledger txn in `txn_id`) or `unpaid` (the
 *   upline's balance did not cover it: the upline is frozen until a later run pays it). `payer`: the
 *   platform for a top agent's contracts, else the upline.
 * Nothing to backfill.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function contractSettlementsMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('contract_settlement')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('contract_id', 'integer', (c) => c.notNull().references('agent_contract.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('period_key', 'text', (c) => c.notNull())
        .addColumn('period_start', 'text', (c) => c.notNull())
        .addColumn('period_end', 'text', (c) => c.notNull())
        .addColumn('upline_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('downline_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('payer', 'text', (c) => c.notNull())
        .addColumn('valid_bet', 'bigint', (c) => c.notNull())
        .addColumn('net_loss', 'bigint', (c) => c.notNull())
        .addColumn('active_members', 'integer', (c) => c.notNull())
        .addColumn('tier', 'text')
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('txn_id', 'integer')
        .addColumn('settled_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .addCheckConstraint('contract_settlement_status', sql`status IN ('none', 'paid', 'unpaid')`)
        .addCheckConstraint('contract_settlement_payer', sql`payer IN ('platform', 'upline')`)
        .addCheckConstraint('contract_settlement_amount', sql`amount >= 0`)
        .execute();
      await db.schema.createIndex('contract_settlement_period').on('contract_settlement').columns(['contract_id', 'period_key']).unique().execute();
      // The record pages (a downline's receipts, an upline's payments), and what an upline still owes.
      await db.schema.createIndex('contract_settlement_downline').on('contract_settlement').columns(['downline_id', 'kind', 'period_start']).execute();
      await db.schema.createIndex('contract_settlement_upline').on('contract_settlement').columns(['upline_id', 'status']).execute();
      await db.schema.createIndex('contract_settlement_status').on('contract_settlement').columns(['status', 'id']).execute();
    },

    async down(db: AnyDb) {
      await db.schema.dropTable('contract_settlement').ifExists().execute();
    },
  };
}
