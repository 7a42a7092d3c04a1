import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';

/*
 * `sms_send_count`: SMS sent per site day to one number, for one member and from one address (`scope`
 * 'number' | 'member' | 'address'; `subject` the number, the member's id or the address), each capped
 * below the site's SMS_DAILY_QUOTA (src/verification/sms-limits.ts), so no one of them can use up the
 * site's day. Nothing to backfill: the counts start at zero.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function smsSendLimitsMigration(_dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('sms_send_count')
        .addColumn('merchant_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('sent', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('sms_send_count_pk', ['merchant_id', 'day', 'scope', 'subject'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('sms_send_count').execute();
    },
  };
}
