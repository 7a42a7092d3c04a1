import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/*
 * The catalogue's version, so an instance may keep pages of the game list (games/page-cache.ts)
 * and still never answer with a catalogue that changed. Triggers bump it on every insert, change or
 * delete of a game or a vendor, whoever makes it (the seed, or ops loading a catalogue by hand): a
 * kept page is used only while the version it was read at is the current one. One row, id 1.
 * SQLite triggers run per row (a seed of 10,000 games bumps it 10,000 times, in its one transaction);
 * PostgreSQL's run once per statement.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const TABLES = ['game', 'game_vendor'] as const;

/** PostgreSQL's migrator runs each migration in a transaction; SQLite's runs outside one. */
const atomically = (dialect: DialectName, db: AnyDb, work: (db: AnyDb) => Promise<void>) =>
  dialect === 'postgres' ? work(db) : db.transaction().execute(work);

export function catalogueVersionMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await atomically(dialect, db, async (trx) => {
        await trx.schema
          .createTable('catalogue_version')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('version', 'bigint', (c) => c.notNull())
          .execute();
        await trx.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute();
        if (dialect === 'postgres') {
          await sql`CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
                      BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; RETURN NULL; END
                    $$`.execute(trx);
          for (const table of TABLES) {
            await sql`CREATE TRIGGER ${sql.id(`${table}_catalogue_changed`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
                      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()`.execute(trx);
          }
          return;
        }
        for (const table of TABLES) {
          for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
            await sql`CREATE TRIGGER ${sql.id(`${table}_catalogue_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON ${sql.table(table)} BEGIN
                        UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
                      END`.execute(trx);
          }
        }
      });
    },

    async down(db: AnyDb) {
      await atomically(dialect, db, async (trx) => {
        for (const table of TABLES) {
          if (dialect === 'postgres') {
            await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_catalogue_changed`)} ON ${sql.table(table)}`.execute(trx);
          } else {
            for (const event of ['insert', 'update', 'delete']) await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_catalogue_${event}`)}`.execute(trx);
          }
        }
        if (dialect === 'postgres') await sql`DROP FUNCTION IF EXISTS catalogue_changed()`.execute(trx);
        await trx.schema.dropTable('catalogue_version').execute();
      });
    },
  };
}
