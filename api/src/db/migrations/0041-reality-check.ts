import type { Kysely, Migration } from 'kysely';

/*
 * The player's reality check (src/protection): how many minutes of play pass between two of them.
 * One row per member who chose; a member without a row gets the default (60, the contract's
 * REALITY_CHECK_DEFAULT_MINUTES). Its changes go to `protection_change` (subject `realityCheck`).
 * Nothing to backfill.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const realityCheckMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('protection_reality_check')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('protection_reality_check').execute();
  },
};
