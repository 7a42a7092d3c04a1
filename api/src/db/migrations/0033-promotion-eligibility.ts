import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * Who may take a promotion (api/src/promotions/eligibility.ts) and when a referred friend counts
 * (api/src/referral/rewards.ts):
 * - `member.origin`: how the account was made: SELF (a register form), AGENT (an agent's account
 *   opening) or OTHER (the demo seed, ops); accounts made before are OTHER, as nothing says which.
 * - `member.mobile_verified_at`: when the number was proven by an SMS code (registration, binding).
 * - `member.device_id`: the browser the account was made from (its `Device-Id` header).
 * - `promotion_mark`: the phone, device and bank accounts a promotion was taken with, unique per
 *   promotion: the insert in the issuing transaction decides "one per phone / device / account".
 * - `referral.deposit_amount`, `deposited_at`: the friend's first credited deposit, which it must play
 *   through before it counts; `deposit_rewarded_at`, and `refused` (why the friend never counts).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function promotionEligibilityMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('member').addColumn('origin', 'text', (c) => c.notNull().defaultTo('OTHER')).execute();
      await db.schema.alterTable('member').addColumn('mobile_verified_at', 'text').execute();
      await db.schema.alterTable('member').addColumn('device_id', 'text').execute();
      await db.schema
        .createTable('promotion_mark')
        .$call(id)
        .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('promotion_mark_unique', ['promotion_id', 'kind', 'value'])
        .execute();
      await db.schema.createIndex('member_device').on('member').column('device_id').execute();
      await db.schema.alterTable('referral').addColumn('deposit_amount', 'bigint').execute();
      await db.schema.alterTable('referral').addColumn('deposited_at', 'text').execute();
      await db.schema.alterTable('referral').addColumn('deposit_rewarded_at', 'text').execute();
      await db.schema.alterTable('referral').addColumn('refused', 'text').execute();
      // Friends who deposited before: their first credited deposit, and whether its reward was issued.
      await sql`UPDATE referral SET
        deposited_at = (SELECT MIN(d.credited_at) FROM deposit_order d WHERE d.member_id = referral.friend_id AND d.status = 'credited'),
        deposit_amount = (SELECT d.amount FROM deposit_order d WHERE d.member_id = referral.friend_id AND d.status = 'credited' ORDER BY d.credited_at, d.id LIMIT 1),
        deposit_rewarded_at = (SELECT p.issued_at FROM promotion_reward p WHERE p.source_key = 'referral:' || CAST(referral.friend_id AS TEXT) || ':deposit')`.execute(db);
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('referral').dropColumn('refused').execute();
      await db.schema.alterTable('referral').dropColumn('deposit_rewarded_at').execute();
      await db.schema.alterTable('referral').dropColumn('deposited_at').execute();
      await db.schema.alterTable('referral').dropColumn('deposit_amount').execute();
      await db.schema.dropIndex('member_device').execute();
      await db.schema.dropTable('promotion_mark').execute();
      await db.schema.alterTable('member').dropColumn('device_id').execute();
      await db.schema.alterTable('member').dropColumn('mobile_verified_at').execute();
      await db.schema.alterTable('member').dropColumn('origin').execute();
    },
  };
}
