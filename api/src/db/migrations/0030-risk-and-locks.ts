import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * Money that can't be farmed or raced (api/src/risk, promotions/turnover.ts):
 * - `risk_event`: each refused abuse (who, what, how much), for ops to list (`GET /wps/admin/risk`);
 *   written after the refusal's own transaction rolled back, so it survives it.
 * - `promotion_reward.deposit_amount`: the deposit a deposit bonus was issued on (null for other
 *   kinds); it is locked with the bonus until the turnover is met.
 * - `promotion_turnover.locked`: what the claim locked in the wallet (the bonus, plus that deposit):
 *   no money below it leaves the wallet (withdrawal, transfers, envelopes, the mall's cash) while
 *   the turnover runs. Existing turnovers lock their bonus (the reward's amount).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function riskAndLocksMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('risk_event')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('member_id', 'integer', (c) => c.references('member.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint')
        .addColumn('detail', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('risk_event_merchant_time').on('risk_event').columns(['merchant_id', 'created_at']).execute();
      await db.schema.createIndex('risk_event_member').on('risk_event').columns(['member_id', 'created_at']).execute();
      await db.schema.alterTable('promotion_reward').addColumn('deposit_amount', 'bigint').execute();
      await db.schema.alterTable('promotion_turnover').addColumn('locked', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await db
        .updateTable('promotion_turnover')
        .set((eb) => ({ locked: eb.selectFrom('promotion_reward').select('amount').whereRef('promotion_reward.id', '=', 'promotion_turnover.reward_id') }))
        .execute();
    },

    async down(db: AnyDb) {
      await db.schema.alterTable('promotion_turnover').dropColumn('locked').execute();
      await db.schema.alterTable('promotion_reward').dropColumn('deposit_amount').execute();
      await db.schema.dropTable('risk_event').ifExists().execute();
    },
  };
}
