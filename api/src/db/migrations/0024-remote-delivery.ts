import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * Ops delivery of remotes (api/src/delivery).
 * - `remote_rollout`: a remote's rollout where every instance sees it: the stable build, and the
 *   canary (version, entry, percent, cohort JSON, rollout id that keeps its visitors' buckets, start)
 *   when one runs. No row: the remote serves the registry file's entry (the embedded default); the
 *   first ops change writes the row.
 * - `remote_release`: the history, one row per change (who, when, from, to, why). `track` says which
 *   build the change moved ('stable' or 'canary', a ROLLBACK may be either), and the entries are kept
 *   so a rollback of the stable build goes back to the entry it had.
 * - `remote_health`: the field's load outcomes, counted per remote, version, minute and outcome (an
 *   upsert adds to the count). No IP, session or visitor is kept with them.
 * Nothing to backfill; no constants of today's code used.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function remoteDeliveryMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('remote_rollout')
        .addColumn('remote', 'text', (c) => c.primaryKey())
        .addColumn('stable_version', 'text', (c) => c.notNull())
        .addColumn('stable_entry', 'text', (c) => c.notNull())
        .addColumn('canary_version', 'text')
        .addColumn('canary_entry', 'text')
        .addColumn('canary_percent', 'integer')
        .addColumn('canary_cohort', 'text')
        .addColumn('canary_rollout_id', 'text')
        .addColumn('canary_started_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('remote_release')
        .$call(id)
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('track', 'text', (c) => c.notNull())
        .addColumn('from_version', 'text')
        .addColumn('from_entry', 'text')
        .addColumn('to_version', 'text')
        .addColumn('to_entry', 'text')
        .addColumn('percent', 'integer')
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('remote_release_remote').on('remote_release').columns(['remote', 'id']).execute();

      await db.schema
        .createTable('remote_health')
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('minute', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('remote_health_pk', ['remote', 'version', 'minute', 'outcome'])
        .execute();
      await db.schema.createIndex('remote_health_minute').on('remote_health').columns(['minute']).execute();
    },

    async down(db: AnyDb) {
      for (const table of ['remote_health', 'remote_release', 'remote_rollout']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
