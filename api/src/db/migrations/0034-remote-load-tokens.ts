import type { Kysely, Migration } from 'kysely';

/*
 * Health the visitors can't forge (api/src/delivery/health.ts): each load token `/remotes.json` hands
 * out reports one load once. `remote_load_token` keeps the ids of the tokens already reported, until
 * the token would have expired anyway (then the job prunes the row: an expired token is refused by its
 * own signed expiry). The primary key is what makes two instances agree on "once". Nothing to backfill.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const remoteLoadTokensMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('remote_load_token')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('remote_load_token_expires').on('remote_load_token').column('expires_at').execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('remote_load_token').ifExists().execute();
  },
};
