import type { Kysely, Migration } from 'kysely';

/*
 * Accounts made by one-click sign-in have no password of their own: `member.password_set` 0. Their
 * `password_hash` is the hash of a random secret nobody was told, so a password login to them fails
 * like any wrong password (same work, same answer) and no code path meets a null hash. The security
 * centre then offers "Set a password" (no old one to prove); setting one, by any route, makes it 1.
 * Every existing account has a password: the default 1 is the truth for them.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const passwordSetMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('member').addColumn('password_set', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('member').dropColumn('password_set').execute();
  },
};
