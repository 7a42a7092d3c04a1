import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * Referral, "refer and earn" (api/src/referral).
 * - `member_referral_code`: a member's own code, one per member (unique), unique within the merchant;
 *   made the first time the member reads it.
 * - `referral`: a friend registered with a member's code: one referrer per friend (unique `friend_id`,
 *   so a friend is linked once), never the friend itself (CHECK). `bet_rewarded_at` marks the friend
 *   whose valid-bet reward was issued, so the job stops looking at it.
 * The rewards themselves are promotion_reward rows of the REFERRAL promotion (keys
 * `referral:<friend>:deposit|bet`, once each). Nothing to backfill; no constants of today's code used.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function referralMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('member_referral_code')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('member.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('member_referral_code_code').on('member_referral_code').columns(['merchant_id', 'code']).unique().execute();

      await db.schema
        .createTable('referral')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('referrer_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('friend_id', 'integer', (c) => c.notNull().unique().references('member.id'))
        .addColumn('registered_at', 'text', (c) => c.notNull())
        .addColumn('bet_rewarded_at', 'text')
        .addCheckConstraint('referral_not_self', sql`referrer_id <> friend_id`)
        .execute();
      await db.schema.createIndex('referral_referrer').on('referral').columns(['referrer_id', 'registered_at']).execute();
      await db.schema.createIndex('referral_bet_open').on('referral').columns(['merchant_id', 'bet_rewarded_at']).execute();
    },

    async down(db: AnyDb) {
      for (const table of ['referral', 'member_referral_code']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
