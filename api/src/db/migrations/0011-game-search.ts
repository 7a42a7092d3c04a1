import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/*
 * The game name search (`game.search_text`, lower-cased "en cn my code") gets a text index
 * instead of a `LIKE '%…%'` over every row of a category (~9,800 slots). Substring semantics stay (a
 * player types part of a name, in Chinese and Burmese too), so both indexes are of trigrams:
 * - SQLite: `game_search`, an FTS5 table with the trigram tokenizer over `game.search_text`, external
 *   content (`content='game'`, rowid = `game.id`, an INTEGER PRIMARY KEY): it stores only the index,
 *   and triggers keep it in step with every insert, delete and change of `search_text`. A trigram is
 *   three unicode characters, so keywords shorter than that still scan (see games/queries.ts).
 * - PostgreSQL: the pg_trgm extension (trusted: a database owner may create it) and a GIN
 *   `gin_trgm_ops` index on `game.search_text`, which `LIKE '%…%'` uses as it is.
 * Existing rows are indexed here: FTS5's 'rebuild' reads the whole content table; a PostgreSQL index
 * is built over the rows that are there.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function gameSearchMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
        await sql`CREATE INDEX game_search_trgm ON game USING gin (search_text gin_trgm_ops)`.execute(db);
        return;
      }
      // SQLite: the migrator runs outside a transaction here; the table, its triggers and the backfill
      // go in together or not at all.
      await db.transaction().execute(async (trx) => {
        await sql`CREATE VIRTUAL TABLE game_search USING fts5(search_text, content='game', content_rowid='id', tokenize='trigram')`.execute(trx);
        await sql`CREATE TRIGGER game_search_insert AFTER INSERT ON game BEGIN
                    INSERT INTO game_search (rowid, search_text) VALUES (new.id, new.search_text);
                  END`.execute(trx);
        // 'delete' must be given the values that were indexed: the old row's, before it goes.
        await sql`CREATE TRIGGER game_search_delete AFTER DELETE ON game BEGIN
                    INSERT INTO game_search (game_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
                  END`.execute(trx);
        // Only a change of what is indexed (flags, sort, maintenance … change often and leave it alone).
        await sql`CREATE TRIGGER game_search_update AFTER UPDATE OF id, search_text ON game BEGIN
                    INSERT INTO game_search (game_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
                    INSERT INTO game_search (rowid, search_text) VALUES (new.id, new.search_text);
                  END`.execute(trx);
        await sql`INSERT INTO game_search (game_search) VALUES ('rebuild')`.execute(trx);
      });
    },

    async down(db: AnyDb) {
      if (dialect === 'postgres') {
        // The extension stays: other database objects may use it, and it holds no data of ours.
        await sql`DROP INDEX IF EXISTS game_search_trgm`.execute(db);
        return;
      }
      await db.transaction().execute(async (trx) => {
        await sql`DROP TRIGGER IF EXISTS game_search_update`.execute(trx);
        await sql`DROP TRIGGER IF EXISTS game_search_delete`.execute(trx);
        await sql`DROP TRIGGER IF EXISTS game_search_insert`.execute(trx);
        await sql`DROP TABLE IF EXISTS game_search`.execute(trx);
      });
    },
  };
}
