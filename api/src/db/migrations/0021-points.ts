import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * Points and the points mall.
 * - `point_account`: one per member; `points` held (never below zero: a conditional update and a CHECK)
 *   and `earned`, the points credited so far from its valid bets, so accrual credits only
 *   floor(total valid bet / rate) − earned, whatever order bet records arrive in.
 * - `point_entry`: every movement (EARN, REDEEM, CONVERT, REFUND) with the balance after it; its
 *   `idempotency_key` is unique, so a retried movement happens once and points = the sum of entries.
 * - `point_good`: a good of the mall per merchant, its points and cash price, stock and `taken` (a
 *   conditional update `taken + q <= stock`, backed by a CHECK), texts per language (JSON).
 * - `point_exchange`: a redeem (GOODS) or conversion (CASH) with its status IN_PROCESS → APPROVED |
 *   REJECTED once; `(member_id, request_id)` unique so a repeated request answers the first.
 * Nothing to backfill. The constants below are copies, never imports of today's code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function pointsMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('point_account')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
        .addColumn('points', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('earned', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('point_account_points', sql`points >= 0 AND earned >= 0`)
        .execute();

      await db.schema
        .createTable('point_entry')
        .$call(id)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('points', 'bigint', (c) => c.notNull())
        .addColumn('balance_after', 'bigint', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('point_entry_kind', sql`kind IN ('EARN', 'REDEEM', 'CONVERT', 'REFUND')`)
        .addCheckConstraint('point_entry_points', sql`points <> 0 AND balance_after >= 0`)
        .execute();
      await db.schema.createIndex('point_entry_member').on('point_entry').columns(['member_id', 'id']).execute();

      await db.schema
        .createTable('point_good')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('points', 'bigint', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('stock', 'integer', (c) => c.notNull())
        .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('texts', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('point_good_stock', sql`points > 0 AND amount >= 0 AND stock >= 0 AND taken >= 0 AND taken <= stock`)
        .execute();
      await db.schema.createIndex('point_good_code').on('point_good').columns(['merchant_id', 'code']).unique().execute();

      await db.schema
        .createTable('point_exchange')
        .$call(id)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('order_no', 'text', (c) => c.notNull().unique())
        .addColumn('request_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('good_id', 'integer', (c) => c.references('point_good.id'))
        .addColumn('item_name', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('points', 'bigint', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('paid_amount', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('remark', 'text')
        .addColumn('address', 'text')
        .addColumn('phone', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addCheckConstraint('point_exchange_type', sql`type IN ('GOODS', 'CASH')`)
        .addCheckConstraint('point_exchange_status', sql`status IN ('IN_PROCESS', 'APPROVED', 'REJECTED')`)
        .addCheckConstraint('point_exchange_figures', sql`quantity > 0 AND points > 0 AND amount >= 0 AND paid_amount >= 0`)
        .execute();
      await db.schema.createIndex('point_exchange_request').on('point_exchange').columns(['member_id', 'request_id']).unique().execute();
      await db.schema.createIndex('point_exchange_status').on('point_exchange').columns(['status', 'id']).execute();
    },

    async down(db: AnyDb) {
      for (const table of ['point_exchange', 'point_good', 'point_entry', 'point_account']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
