import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/* Deposits and withdrawals (api/src/funds). Deposit channels per merchant and deposit orders
 * paid through the (demo) payment provider; the banks a member can withdraw to (platform-wide), the
 * member's bank cards, withdrawal orders with their confirmation, the proof image of a disputed one,
 * and a per-member, per-day counter that makes the daily withdrawal limits race-free. Same portable
 * types as 0001: ISO text times, 0/1 flags, bigint minor units. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function fundsMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('deposit_channel')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('min_amount', 'bigint', (c) => c.notNull())
        .addColumn('max_amount', 'bigint', (c) => c.notNull())
        // JSON array of minor units.
        .addColumn('preset_amounts', 'text', (c) => c.notNull())
        .addColumn('processing_minutes', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('deposit_channel_code', ['merchant_id', 'code'])
        .execute();

      await db.schema
        .createTable('deposit_order')
        .$call(id)
        .addColumn('order_no', 'text', (c) => c.notNull().unique())
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('channel_id', 'integer', (c) => c.notNull().references('deposit_channel.id'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('request_id', 'text', (c) => c.notNull())
        .addColumn('provider_ref', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('credited_at', 'text')
        .addColumn('failed_at', 'text')
        .addUniqueConstraint('deposit_order_request', ['member_id', 'request_id'])
        .execute();
      await db.schema.createIndex('deposit_order_member_time').on('deposit_order').columns(['member_id', 'created_at']).execute();
      await db.schema.createIndex('deposit_order_status_expiry').on('deposit_order').columns(['status', 'expires_at']).execute();

      await db.schema
        .createTable('bank')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      // `slot` 1–5 is unique per member: two cards added at once cannot both take the last place.
      await db.schema
        .createTable('bank_card')
        .$call(id)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('slot', 'integer', (c) => c.notNull())
        .addColumn('bank_code', 'text', (c) => c.notNull().references('bank.code'))
        .addColumn('account_name', 'text', (c) => c.notNull())
        .addColumn('account_number', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('bank_card_slot', ['member_id', 'slot'])
        .addUniqueConstraint('bank_card_account', ['member_id', 'bank_code', 'account_number'])
        .execute();

      await db.schema
        .createTable('withdraw_order')
        .$call(id)
        .addColumn('order_no', 'text', (c) => c.notNull().unique())
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('bank_card_id', 'integer', (c) => c.notNull().references('bank_card.id'))
        // What the card was when the order was made (a card could later change or go).
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('account_name', 'text', (c) => c.notNull())
        .addColumn('account_number_masked', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('request_id', 'text', (c) => c.notNull())
        // The Myanmar calendar day of the order (daily limits).
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('approved_at', 'text')
        .addColumn('rejected_at', 'text')
        .addColumn('disbursed_at', 'text')
        .addColumn('confirm_deadline', 'text')
        .addColumn('confirm_result', 'text')
        .addColumn('received_amount', 'bigint')
        .addColumn('remaining_amount', 'bigint')
        .addColumn('confirm_forced', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('confirmed_at', 'text')
        .addUniqueConstraint('withdraw_order_request', ['member_id', 'request_id'])
        .execute();
      await db.schema.createIndex('withdraw_order_member_time').on('withdraw_order').columns(['member_id', 'created_at']).execute();
      await db.schema.createIndex('withdraw_order_status').on('withdraw_order').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('withdraw_order_deadline').on('withdraw_order').columns(['status', 'confirm_deadline']).execute();

      // The proof image of a "not received" (or partly received) confirmation, in the database so
      // every instance on it serves the same file and a backup holds it.
      await db.schema
        .createTable('withdraw_proof')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('withdraw_order.id').onDelete('cascade'))
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('data_base64', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      // Requests and money of a member's withdrawals per Myanmar day (not counting rejected ones);
      // moved by one conditional upsert, so parallel requests cannot pass the daily limits together.
      await db.schema
        .createTable('withdraw_daily')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('total', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('withdraw_daily_pk', ['member_id', 'day'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of ['withdraw_daily', 'withdraw_proof', 'withdraw_order', 'bank_card', 'bank', 'deposit_order', 'deposit_channel']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
