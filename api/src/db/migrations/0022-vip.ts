import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * The manual rebate (api/src/vip).
 * - `vip_rebate`: per member, the watermark of the manual rebate: the last bet record a claim paid for
 *   (`last_bet_id`, 0: never claimed). A claim moves it by a conditional update (where it still holds
 *   the value the claim read), so two claims at once pay once.
 * - `vip_rebate_claim`: each paid claim, the bet records it covered (from, to], the valid bet, the rate
 *   (basis points) and the amount; unique per (member, to): the same range is never paid twice.
 * - `vip_salary`: the rank salary of a member's site month (`YYYY-MM`, Myanmar time), one per member and
 *   month (primary key), with the level it was paid for.
 * Upgrade bonuses and rank salaries themselves are reward-centre rewards whose `source_key`
 * (`vip-upgrade:<member>:<level>`, `rank-salary:<member>:<YYYY-MM>`) is unique: issued once.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function vipMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('vip_rebate')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
        .addColumn('last_bet_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_claimed_at', 'text')
        .execute();

      await db.schema
        .createTable('vip_rebate_claim')
        .$call(id)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('from_bet_id', 'integer', (c) => c.notNull())
        .addColumn('to_bet_id', 'integer', (c) => c.notNull())
        .addColumn('valid_bet', 'bigint', (c) => c.notNull())
        .addColumn('rate', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('claimed_at', 'text', (c) => c.notNull())
        .addCheckConstraint('vip_rebate_claim_range', sql`to_bet_id > from_bet_id AND valid_bet >= 0 AND rate >= 0 AND amount > 0`)
        .execute();
      await db.schema
        .createTable('vip_salary')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('vip_salary_pk', ['member_id', 'period'])
        .execute();
      await db.schema.createIndex('vip_rebate_claim_once').on('vip_rebate_claim').columns(['member_id', 'to_bet_id']).unique().execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('vip_salary').execute();
      await db.schema.dropTable('vip_rebate_claim').execute();
      await db.schema.dropTable('vip_rebate').execute();
    },
  };
}
