import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * Limits that hold for the site, not for each instance (all instances share the database).
 * - `rate_limit`: one row per rate-limited call (`route`, e.g. `POST /wps/session/login`) and client
 *   address, the hits of its current window and when that window began; moved by one atomic upsert
 *   per request (src/http/rate-limit.ts). Replaces @fastify/rate-limit's per-instance memory.
 * - `payment_password_guard`: one row per member, the wrong payment passwords in a row and the lock.
 *   Checks of one member are serialized on this row (src/wallet/payment-password.ts), which replaces
 *   the `payment_password_failure` rows (one per try, counted after the fact, so a burst got past).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function sharedLimitsMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('rate_limit')
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('client', 'text', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_pk', ['route', 'client'])
        .execute();

      await db.schema
        .createTable('payment_password_guard')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_failure_at', 'text')
        .addColumn('locked_until', 'text')
        .execute();
      // The old rows were wrong tries of the last 15 minutes; a lock in force is not carried over.
      await db.schema.dropTable('payment_password_failure').execute();
    },
    async down(db: AnyDb) {
      await db.schema
        .createTable('payment_password_failure')
        .$call(withId(dialect))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('payment_password_failure_recent').on('payment_password_failure').columns(['member_id', 'created_at']).execute();
      await db.schema.dropTable('payment_password_guard').execute();
      await db.schema.dropTable('rate_limit').execute();
    },
  };
}
