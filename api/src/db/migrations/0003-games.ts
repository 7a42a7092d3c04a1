import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withId } from './columns';

/* The games catalogue (vendors, their categories, games with names per language), favourites,
 * launches (game sessions of the in-house adapter), provably fair seed pairs, rounds and bet records.
 * The catalogue is the platform's, shared by every merchant; what players do is per member. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function gamesMigration(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('game_vendor')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('is_group', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_inhouse', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('game_vendor_category')
        .addColumn('vendor_code', 'text', (c) => c.notNull().references('game_vendor.code'))
        .addColumn('game_type', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_vendor_category_pk', ['vendor_code', 'game_type'])
        .execute();

      await db.schema
        .createTable('game')
        .$call(id)
        .addColumn('node_id', 'text', (c) => c.notNull().unique())
        .addColumn('vendor_code', 'text', (c) => c.notNull().references('game_vendor.code'))
        .addColumn('game_type', 'text', (c) => c.notNull())
        .addColumn('game_code', 'text', (c) => c.notNull())
        .addColumn('name_my', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('sub_category', 'text')
        .addColumn('engine', 'text', (c) => c.notNull())
        .addColumn('is_hot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('min_bet', 'bigint', (c) => c.notNull())
        .addColumn('lines', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('free_play', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('art_version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('game_type_vendor_sort').on('game').columns(['game_type', 'vendor_code', 'sort']).execute();
      await db.schema.createIndex('game_type_hot_sort').on('game').columns(['game_type', 'is_hot', 'sort']).execute();
      await db.schema.createIndex('game_hot').on('game').columns(['is_hot', 'game_type']).execute();

      await db.schema
        .createTable('favorite_game')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
        .addColumn('game_id', 'integer', (c) => c.notNull().references('game.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('favorite_game_pk', ['member_id', 'game_id'])
        .execute();

      // A launch is a game session of the in-house adapter: its ticket is the session's credential.
      await db.schema
        .createTable('game_launch')
        .$call(id)
        .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('member_id', 'integer', (c) => c.references('member.id').onDelete('cascade'))
        .addColumn('game_id', 'integer', (c) => c.notNull().references('game.id'))
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('demo_balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('game_launch_member_recent').on('game_launch').columns(['member_id', 'created_at']).execute();

      // One active pair per owner: a member (real play) or a demo launch.
      await db.schema
        .createTable('fair_seed')
        .$call(id)
        .addColumn('member_id', 'integer', (c) => c.references('member.id').onDelete('cascade'))
        .addColumn('launch_id', 'integer', (c) => c.references('game_launch.id').onDelete('cascade'))
        .addColumn('server_seed', 'text', (c) => c.notNull())
        .addColumn('server_seed_hash', 'text', (c) => c.notNull())
        .addColumn('client_seed', 'text', (c) => c.notNull())
        .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revealed_at', 'text')
        .execute();
      await db.schema.createIndex('fair_seed_member_active').on('fair_seed').columns(['member_id', 'active']).execute();
      await db.schema.createIndex('fair_seed_launch_active').on('fair_seed').columns(['launch_id', 'active']).execute();

      await db.schema
        .createTable('game_round')
        .$call(id)
        .addColumn('launch_id', 'integer', (c) => c.notNull().references('game_launch.id').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.references('member.id').onDelete('cascade'))
        .addColumn('game_id', 'integer', (c) => c.notNull().references('game.id'))
        .addColumn('seed_id', 'integer', (c) => c.notNull().references('fair_seed.id'))
        .addColumn('nonce', 'integer', (c) => c.notNull())
        .addColumn('engine', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('request_id', 'text', (c) => c.notNull())
        .addColumn('bet', 'bigint', (c) => c.notNull())
        .addColumn('multiplier', 'integer', (c) => c.notNull())
        .addColumn('payout', 'bigint', (c) => c.notNull())
        .addColumn('params', 'text', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('game_round_request', ['launch_id', 'request_id'])
        .execute();
      await db.schema.createIndex('game_round_launch').on('game_round').columns(['launch_id', 'id']).execute();
      await db.schema.createIndex('game_round_seed').on('game_round').column('seed_id').execute();

      // Every settled real-money bet, whoever the vendor: betting records, agent reports and salaries read it.
      await db.schema
        .createTable('bet_record')
        .$call(id)
        .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchant.id'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('game_id', 'integer', (c) => c.notNull().references('game.id'))
        .addColumn('vendor_code', 'text', (c) => c.notNull())
        .addColumn('game_type', 'text', (c) => c.notNull())
        .addColumn('round_id', 'integer', (c) => c.unique().references('game_round.id'))
        .addColumn('bet_amount', 'bigint', (c) => c.notNull())
        .addColumn('valid_bet', 'bigint', (c) => c.notNull())
        .addColumn('payout', 'bigint', (c) => c.notNull())
        .addColumn('win_loss', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('bet_record_member_time').on('bet_record').columns(['member_id', 'created_at']).execute();
      await db.schema.createIndex('bet_record_merchant_time').on('bet_record').columns(['merchant_id', 'created_at']).execute();
      await db.schema.createIndex('bet_record_payout').on('bet_record').columns(['created_at', 'payout']).execute();
    },
    async down(db: AnyDb) {
      for (const table of ['bet_record', 'game_round', 'fair_seed', 'game_launch', 'favorite_game', 'game', 'game_vendor_category', 'game_vendor']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
