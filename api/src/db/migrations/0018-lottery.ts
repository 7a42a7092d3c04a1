import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/*
 * The lottery.
 * - `lottery_draw`: one row per game and draw number (unique), created ahead by the draw job with its
 *   server seed; `status` open → drawn once (a conditional update), `settled_at` once its bets are;
 *   `settling_until`: a short lease, so one instance at a time settles a draw (the bets' own conditional
 *   updates keep each bet settled once whatever happens).
 * - `lottery_order`: a slip (unique per member and request id, so a retried slip is paid once).
 * - `lottery_bet`: one selection on one draw; `status` open → won | lost (settlement) or cancelled |
 *   stopped (refunded), each a conditional update from open, so every bet settles once.
 * - `lottery_exposure`: what a draw may owe per play and selection (the liability limit).
 * Nothing to backfill.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function lotteryMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('lottery_draw')
        .$call(id)
        .addColumn('game_code', 'text', (c) => c.notNull())
        .addColumn('numero', 'text', (c) => c.notNull())
        .addColumn('province_code', 'text')
        .addColumn('open_at', 'text', (c) => c.notNull())
        .addColumn('lock_at', 'text', (c) => c.notNull())
        .addColumn('draw_at', 'text', (c) => c.notNull())
        .addColumn('server_seed', 'text', (c) => c.notNull())
        .addColumn('server_seed_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('drawn_at', 'text')
        .addColumn('settled_at', 'text')
        .addColumn('settling_until', 'text')
        .addCheckConstraint('lottery_draw_status', sql`status IN ('open', 'drawn')`)
        .execute();
      await db.schema.createIndex('lottery_draw_numero').on('lottery_draw').columns(['game_code', 'numero']).unique().execute();
      await db.schema.createIndex('lottery_draw_game_time').on('lottery_draw').columns(['game_code', 'draw_at']).execute();
      await db.schema.createIndex('lottery_draw_due').on('lottery_draw').columns(['status', 'draw_at']).execute();

      await db.schema
        .createTable('lottery_order')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('game_code', 'text', (c) => c.notNull())
        .addColumn('request_id', 'text', (c) => c.notNull())
        .addColumn('chase_draws', 'integer', (c) => c.notNull())
        .addColumn('win_stop', 'integer', (c) => c.notNull())
        .addColumn('total_amount', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('lottery_order_amount', sql`total_amount > 0`)
        .execute();
      await db.schema.createIndex('lottery_order_request').on('lottery_order').columns(['member_id', 'request_id']).unique().execute();

      await db.schema
        .createTable('lottery_bet')
        .$call(id)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('lottery_order.id'))
        .addColumn('merchant_id', 'integer', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('draw_id', 'integer', (c) => c.notNull().references('lottery_draw.id'))
        .addColumn('game_code', 'text', (c) => c.notNull())
        .addColumn('numero', 'text', (c) => c.notNull())
        .addColumn('play_id', 'text', (c) => c.notNull())
        .addColumn('selection', 'text', (c) => c.notNull())
        .addColumn('unit_price', 'bigint', (c) => c.notNull())
        .addColumn('multiple', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('odds_percent', 'integer', (c) => c.notNull())
        .addColumn('potential_win', 'bigint', (c) => c.notNull())
        .addColumn('win_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .addCheckConstraint('lottery_bet_status', sql`status IN ('open', 'won', 'lost', 'cancelled', 'stopped')`)
        .addCheckConstraint('lottery_bet_amount', sql`amount > 0 AND win_amount >= 0`)
        .execute();
      await db.schema.createIndex('lottery_bet_draw').on('lottery_bet').columns(['draw_id', 'status']).execute();
      await db.schema.createIndex('lottery_bet_member').on('lottery_bet').columns(['member_id', 'created_at']).execute();
      await db.schema.createIndex('lottery_bet_order').on('lottery_bet').columns(['order_id', 'status']).execute();

      await db.schema
        .createTable('lottery_exposure')
        .addColumn('draw_id', 'integer', (c) => c.notNull().references('lottery_draw.id'))
        .addColumn('exposure_key', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('lottery_exposure_pk', ['draw_id', 'exposure_key'])
        .addCheckConstraint('lottery_exposure_amount', sql`amount >= 0`)
        .execute();
    },

    async down(db: AnyDb) {
      for (const table of ['lottery_exposure', 'lottery_bet', 'lottery_order', 'lottery_draw']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
