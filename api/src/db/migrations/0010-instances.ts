import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/*
 * N instances on one PostgreSQL database:
 * - `member_event` announces itself: on PostgreSQL a statement trigger NOTIFYs the channel
 *   `member_event` in the inserting transaction, so the notice goes out at commit and never for a
 *   rollback, whichever code path wrote the row; every instance LISTENs and reads the new rows.
 *   (SQLite serves one instance, whose dispatcher polls; it gets no trigger.)
 * - `job_tick`: a scheduled job claims its tick (the time in whole intervals) by inserting this row,
 *   so of the instances ticking within one interval exactly one runs it.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Copied from api/src/messages/listen.ts (migrations never import today's code). */
const EVENT_CHANNEL = 'member_event';

export function instancesMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('job_tick')
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('slot', 'bigint', (c) => c.notNull())
        .addColumn('claimed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('job_tick_pk', ['job', 'slot'])
        .execute();
      if (dialect !== 'postgres') return;
      // An empty payload: the listeners read the table, and PostgreSQL folds the same notice sent
      // several times in one transaction into one.
      await sql
        .raw(
          `CREATE FUNCTION member_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN PERFORM pg_notify('${EVENT_CHANNEL}', ''); RETURN NULL; END $$`,
        )
        .execute(db);
      await sql
        .raw('CREATE TRIGGER member_event_notify AFTER INSERT ON member_event FOR EACH STATEMENT EXECUTE FUNCTION member_event_notify()')
        .execute(db);
    },
    async down(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql.raw('DROP TRIGGER IF EXISTS member_event_notify ON member_event').execute(db);
        await sql.raw('DROP FUNCTION IF EXISTS member_event_notify()').execute(db);
      }
      await db.schema.dropTable('job_tick').execute();
    },
  };
}
