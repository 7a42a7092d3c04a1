import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * Promotions, the reward centre and tickets.
 * - `promotion`: per merchant; kind, audience, window, budget and `budget_used` (a conditional update
 *   adds to it only while it stays within the budget, so parallel payouts never exceed it), its rules
 *   (JSON) and texts (JSON, per language).
 * - `promotion_prize`: a ticket prize with its weight and stock; `taken` moves by a conditional update.
 * - `promotion_member`: a member's participation, one per promotion (unique): APPLYING | SIGNED_UP | REJECTED.
 * - `promotion_reward`: a reward of the reward centre, I → C once (a conditional update); `source_key`
 *   unique, so the event that issues it (a first deposit, an approval) issues it once.
 * - `promotion_turnover`: a claimed bonus's turnover requirement (one per reward); progress is read from
 *   the member's bet records since `started_at`.
 * - `promotion_ticket`: a ticket held (AVAILABLE) → OPENED once, with its prize; its server seed is made
 *   when it is handed out (the hash shown from then, the seed once opened) and decides the prize;
 *   `draw` (JSON) keeps the attempt and the prizes it was drawn from, so the member can verify.
 * Nothing to backfill. The constants below are copies, never imports of today's code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function promotionsMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('promotion')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('audience', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .addColumn('budget', 'bigint', (c) => c.notNull())
        .addColumn('budget_used', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('rules', 'text', (c) => c.notNull())
        .addColumn('texts', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('promotion_kind', sql`kind IN ('FIRST_DEPOSIT', 'SIGNUP', 'RAFFLE')`)
        .addCheckConstraint('promotion_audience', sql`audience IN ('ALL', 'NEW_MEMBERS')`)
        .addCheckConstraint('promotion_budget', sql`budget >= 0 AND budget_used >= 0 AND budget_used <= budget`)
        .execute();
      await db.schema.createIndex('promotion_code').on('promotion').columns(['merchant_id', 'code']).unique().execute();

      await db.schema
        .createTable('promotion_prize')
        .$call(id)
        .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.id'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('weight', 'integer', (c) => c.notNull())
        .addColumn('stock', 'integer')
        .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('promotion_prize_amount', sql`amount >= 0 AND weight > 0 AND taken >= 0 AND (stock IS NULL OR taken <= stock)`)
        .execute();
      await db.schema.createIndex('promotion_prize_promotion').on('promotion_prize').column('promotion_id').execute();

      await db.schema
        .createTable('promotion_member')
        .$call(id)
        .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.id'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addCheckConstraint('promotion_member_status', sql`status IN ('APPLYING', 'SIGNED_UP', 'REJECTED')`)
        .execute();
      await db.schema.createIndex('promotion_member_once').on('promotion_member').columns(['promotion_id', 'member_id']).unique().execute();
      await db.schema.createIndex('promotion_member_member').on('promotion_member').column('member_id').execute();

      await db.schema
        .createTable('promotion_reward')
        .$call(id)
        .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.id'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('source_key', 'text', (c) => c.notNull().unique())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('turnover_multiplier', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addColumn('claimed_at', 'text')
        .addCheckConstraint('promotion_reward_status', sql`status IN ('I', 'C')`)
        .addCheckConstraint('promotion_reward_amount', sql`amount > 0 AND turnover_multiplier >= 0`)
        .execute();
      await db.schema.createIndex('promotion_reward_member').on('promotion_reward').columns(['member_id', 'status']).execute();

      await db.schema
        .createTable('promotion_turnover')
        .$call(id)
        .addColumn('reward_id', 'integer', (c) => c.notNull().unique().references('promotion_reward.id'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('required', 'bigint', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addCheckConstraint('promotion_turnover_required', sql`required > 0`)
        .execute();
      await db.schema.createIndex('promotion_turnover_member').on('promotion_turnover').column('member_id').execute();

      await db.schema
        .createTable('promotion_ticket')
        .$call(id)
        .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.id'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('source_key', 'text', (c) => c.notNull().unique())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('server_seed', 'text', (c) => c.notNull())
        .addColumn('seed_hash', 'text', (c) => c.notNull())
        .addColumn('prize_id', 'integer', (c) => c.references('promotion_prize.id'))
        .addColumn('prize_amount', 'bigint')
        .addColumn('draw', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('opened_at', 'text')
        .addCheckConstraint('promotion_ticket_type', sql`type IN ('GOLDEN_EGG', 'RED_ENVELOPE', 'PRIZE_WHEEL')`)
        .addCheckConstraint('promotion_ticket_status', sql`status IN ('AVAILABLE', 'OPENED')`)
        .execute();
      await db.schema.createIndex('promotion_ticket_member').on('promotion_ticket').columns(['member_id', 'status']).execute();
    },

    async down(db: AnyDb) {
      for (const table of ['promotion_ticket', 'promotion_turnover', 'promotion_reward', 'promotion_member', 'promotion_prize', 'promotion']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
