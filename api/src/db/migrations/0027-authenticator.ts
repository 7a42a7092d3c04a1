import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * The authenticator app of the security centre (api/src/authenticator).
 * - `member_authenticator`: one row per member. `secret_sealed` is the TOTP secret sealed with the
 *   server's key (AES-256-GCM), never readable from the table alone; `bound_at` null: a pending binding
 *   (started, not yet confirmed with a code), begun at `created_at`. `last_step`: the last time step a
 *   code was accepted for, so a code is never taken twice.
 * - `member_recovery_code`: the binding's one-time recovery codes, as keyed hashes; `used_at` once used.
 * Nothing to backfill; no constants of today's code used.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function authenticatorMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('member_authenticator')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
        .addColumn('secret_sealed', 'text', (c) => c.notNull())
        .addColumn('bound_at', 'text')
        .addColumn('last_step', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('member_recovery_code')
        .$call(id)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('member_recovery_code_member').on('member_recovery_code').columns(['member_id', 'code_hash']).execute();
    },

    async down(db: AnyDb) {
      for (const table of ['member_recovery_code', 'member_authenticator']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
