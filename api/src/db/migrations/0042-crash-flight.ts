import type { Kysely, Migration } from 'kysely';

/*
 * Rocket flights with a manual cash-out (src/inhouse/crash-flight.ts). A flight's round row is written
 * when it starts (the stake leaves then, under `round:<id>`); this row holds what only a flight has:
 * the hidden crash point, the optional automatic exit, the server's start time, and `decide_at`, the
 * moment the flight ends by itself (its crash, or its automatic exit when that comes first), which
 * the settling job reads. `settled_at` set once, by a conditional update: the one that pays.
 * Nothing to backfill: every earlier crash round was settled in its one call.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const crashFlightMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('crash_flight')
      .addColumn('round_id', 'integer', (c) => c.primaryKey().references('game_round.id').onDelete('cascade'))
      .addColumn('crash_point', 'integer', (c) => c.notNull())
      .addColumn('auto_cash_out', 'integer')
      // Epoch ms of the server's clock: the curve is read to the millisecond.
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('decide_at', 'bigint', (c) => c.notNull())
      .addColumn('settled_at', 'text')
      .execute();
    await db.schema.createIndex('crash_flight_due').on('crash_flight').columns(['settled_at', 'decide_at']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('crash_flight').execute();
  },
};
