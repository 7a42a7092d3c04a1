import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * Player protection (src/protection):
 * - `protection_limit`: one row per member and limit (`kind` deposit | loss | wager | session, `period`
 *   day | week | month | session): the amount in force (null: none) and a raise or removal waiting its
 *   24 hours (`pending_at` set; `pending_amount` null means removal);
 * - `protection_exclusion`: cool-offs and self-exclusions, each from `starts_at` to `ends_at` (the one
 *   in force is the latest ending after now);
 * - `protection_change`: every change of either, who made it, from what to what, when it applies
 *   (and, for an exclusion, when it ends).
 * Nothing to backfill.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function playerProtectionMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('protection_limit')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint')
        .addColumn('pending_amount', 'bigint')
        .addColumn('pending_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('protection_limit_pk', ['member_id', 'kind', 'period'])
        .execute();
      await db.schema
        .createTable('protection_exclusion')
        .$call(id)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('length', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('protection_exclusion_member').on('protection_exclusion').columns(['member_id', 'ends_at']).execute();
      await db.schema
        .createTable('protection_change')
        .$call(id)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('from_amount', 'bigint')
        .addColumn('to_amount', 'bigint')
        .addColumn('by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('applies_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text')
        .execute();
      await db.schema.createIndex('protection_change_member').on('protection_change').columns(['member_id', 'id']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('protection_change').execute();
      await db.schema.dropTable('protection_exclusion').execute();
      await db.schema.dropTable('protection_limit').execute();
    },
  };
}
