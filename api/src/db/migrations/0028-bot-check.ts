import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';

/*
 * The bot check and the SMS quota (api/src/botCheck, api/src/verification).
 * - `bot_check_proof`: proofs already used, by the digest of their challenge, kept until the challenge
 *   expires. A proof is single use on every instance: the first insert wins, a replay conflicts.
 * - `sms_quota`: SMS sent per site and site day; an upsert counts a send only while under the quota.
 * Nothing to backfill.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function botCheckMigration(_dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('bot_check_proof')
        .addColumn('digest', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('bot_check_proof_expires').on('bot_check_proof').column('expires_at').execute();

      await db.schema
        .createTable('sms_quota')
        .addColumn('merchant_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('sent', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('sms_quota_pk', ['merchant_id', 'day'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('sms_quota').execute();
      await db.schema.dropTable('bot_check_proof').execute();
    },
  };
}
