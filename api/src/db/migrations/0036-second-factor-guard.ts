import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';

/*
 * `second_factor_guard`: one row per member, the wrong second-factor answers in a row (at a login from
 * a new address, on any ticket from any address, and when unbinding the authenticator) and the lock
 * they set. The same shape and rules as `payment_password_guard` (src/db/guess-guard.ts). Nothing to
 * backfill: the counts start at zero.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function secondFactorGuardMigration(_dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('second_factor_guard')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_failure_at', 'text')
        .addColumn('locked_until', 'text')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('second_factor_guard').execute();
    },
  };
}
