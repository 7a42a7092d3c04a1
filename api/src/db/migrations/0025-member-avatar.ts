import type { Kysely, Migration } from 'kysely';

/*
 * The member's avatar (api/src/member/avatar.ts), one row per member who set one.
 * - `preset`: the drawn picture picked (its name), or null for an upload;
 * - `token`: the random part of the picture's URL, new at every change (the URL is unguessable and
 *   can be cached for good: a change makes a new one);
 * - `mime`, `data_base64`: the upload as the API re-encoded it (a square PNG without metadata), null
 *   for a preset.
 * Nothing to backfill (no member has one); no constants of today's code used.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const memberAvatarMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('member_avatar')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
      .addColumn('preset', 'text')
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('mime', 'text')
      .addColumn('data_base64', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('member_avatar').ifExists().execute();
  },
};
