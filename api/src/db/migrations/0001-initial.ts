import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/* The foundation schema. Types are limited to text, integer and bigint so the same DDL runs on SQLite
 * and PostgreSQL; see db/schema.ts for the conventions (ISO text times, 0/1 flags, minor units). */

// Kysely<any> is the documented type for migrations: they must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function initialMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('merchant')
        .$call(id)
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('member')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('first_time_login', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('password_changed_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_login_at', 'text')
        .addColumn('last_login_ip', 'text')
        .addUniqueConstraint('member_account_per_merchant', ['merchant_id', 'account'])
        .execute();

      await db.schema
        .createTable('session_token')
        .$call(id)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('first_time_login', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('session_token_member').on('session_token').column('member_id').execute();

      await db.schema
        .createTable('captcha')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('captcha_expiry').on('captcha').column('expires_at').execute();

      await db.schema
        .createTable('login_failure')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_failure_recent')
        .on('login_failure')
        .columns(['merchant_id', 'account', 'created_at'])
        .execute();

      await db.schema
        .createTable('wallet')
        .$call(id)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('wallet_currency_per_member', ['member_id', 'currency'])
        // The last line of defence: whatever a service gets wrong, the database refuses a negative balance.
        .addCheckConstraint('wallet_balance_not_negative', sql`balance >= 0`)
        .execute();

      await db.schema
        .createTable('ledger_entry')
        .$call(id)
        .addColumn('wallet_id', 'integer', (c) => c.notNull().references('wallet.id'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('balance_after', 'bigint', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('ledger_entry_amount_not_zero', sql`amount <> 0`)
        .addCheckConstraint('ledger_entry_balance_after_not_negative', sql`balance_after >= 0`)
        .execute();
      await db.schema.createIndex('ledger_entry_wallet').on('ledger_entry').columns(['wallet_id', 'id']).execute();

      await db.schema
        .createTable('site_setting')
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('site_setting_pk', ['merchant_id', 'key'])
        .execute();

      await db.schema
        .createTable('server_key')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },

    async down(db: AnyDb) {
      for (const table of ['server_key', 'site_setting', 'ledger_entry', 'wallet', 'login_failure', 'captcha', 'session_token', 'member', 'merchant']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
