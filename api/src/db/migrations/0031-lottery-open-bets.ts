import { sql, type Kysely, type Migration } from 'kysely';

/*
 * The lottery's open bets by draw (api/src/lottery/settle.ts reconcile, wallet/books.ts): a partial
 * index of the bets still open, so every settlement run can ask which drawn draws still hold an open bet
 * (and the books check which settled ones do) by reading the few open bets, not every draw or bet ever
 * made. Queries use the literal `status = 'open'` so both databases match them to the index.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const lotteryOpenBetsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.createIndex('lottery_bet_open').on('lottery_bet').column('draw_id').where(sql.ref('status'), '=', sql.lit('open')).execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropIndex('lottery_bet_open').ifExists().execute();
  },
};
