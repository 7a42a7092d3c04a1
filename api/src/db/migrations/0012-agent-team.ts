import { sql, type CreateTableBuilder, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { DialectName } from '../connect';

/*
 * The agent's team.
 * - `agent_tree`: the downline tree as a closure table. One row per (ancestor, descendant) pair with
 *   the distance between them, self-rows (depth 0) included, so "everyone below X" is the index range
 *   `ancestor_id = X AND depth >= 1` and "X's direct downline" is `ancestor_id = X AND depth = 1`: no
 *   recursive walk at read time. `member.parent_id` stays the upline of record; the tree is derived
 *   from it (backfilled here) and kept in step by every path that creates a member (agent/tree.ts).
 * - `member_day`: per member and site calendar day (Myanmar time, `yyyy-MM-dd`), the team reports'
 *   figures in integer minor units, moved in the same transaction as what changes them (the bet
 *   record, the ledger movement, the registration), so the reports sum these rows and never scan the
 *   bet records. `joined` is 1 on the day the member was created (new members); a day with
 *   `bet_count > 0` makes the member active that day.
 * History: the tree from `parent_id`; the day rows from `member.created_at`, `bet_record` and the
 * ledger's member legs, by the same rules the live hooks apply (copied here: migrations never import
 * today's code).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Minutes the site's calendar is ahead of UTC (contracts/calendar.ts, a copy). */
const SITE_UTC_OFFSET_MINUTES = 390;
/** A tree deeper than this is a cycle in `parent_id` (bad data), not a team: the walk stops there. */
const MAX_DEPTH = 64;

/** The site day of an ISO-8601 UTC text column, in each dialect's date functions. */
function siteDayOf(dialect: DialectName, column: string): RawBuilder<string> {
  const ref = sql.ref(column);
  if (dialect === 'postgres') {
    return sql<string>`to_char((CAST(${ref} AS timestamptz) AT TIME ZONE 'UTC') + ${sql.lit(`${SITE_UTC_OFFSET_MINUTES} minutes`)}::interval, 'YYYY-MM-DD')`;
  }
  return sql<string>`strftime('%Y-%m-%d', ${ref}, ${sql.lit(`+${SITE_UTC_OFFSET_MINUTES} minutes`)})`;
}

async function createTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('agent_tree')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('descendant_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_tree_pk', ['ancestor_id', 'depth', 'descendant_id'])
    .execute();
  // A member's uplines (scope checks, placing a new member under an upline); one pair is one row.
  await db.schema.createIndex('agent_tree_descendant').on('agent_tree').columns(['descendant_id', 'ancestor_id']).unique().execute();

  const money =
    (name: string) =>
    <TB extends string, C extends string>(t: CreateTableBuilder<TB, C>) =>
      t.addColumn(name, 'bigint', (c) => c.notNull().defaultTo(0));
  await db.schema
    .createTable('member_day')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('joined', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bet_count', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(money('bet_amount'))
    .$call(money('valid_bet'))
    .$call(money('payout'))
    .$call(money('deposit'))
    .$call(money('withdrawal'))
    .$call(money('bonus'))
    .$call(money('transfer_in'))
    .$call(money('transfer_out'))
    .addPrimaryKeyConstraint('member_day_pk', ['member_id', 'day'])
    .execute();
}

async function backfillTree(db: AnyDb): Promise<void> {
  await sql`WITH RECURSIVE up (descendant_id, ancestor_id, depth) AS (
              SELECT id, id, 0 FROM member
              UNION ALL
              SELECT up.descendant_id, m.parent_id, up.depth + 1
                FROM up JOIN member m ON m.id = up.ancestor_id
               WHERE m.parent_id IS NOT NULL AND up.depth < ${sql.lit(MAX_DEPTH)}
            )
            INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
            SELECT ancestor_id, descendant_id, MIN(depth) FROM up GROUP BY ancestor_id, descendant_id`.execute(db);
}

/**
 * One row per member and day from every source at once. Ledger kinds, as agent/day-totals.ts counts
 * them: `deposit`; `withdrawal` and `withdrawal.refund` (what left and did not come back); `bonus` and
 * its variants; member-to-member transfers (`transfer.*`) in and out. `bet`/`payout` are counted from
 * the bet record, which also carries the valid bet; `seed`, `adjustment` and `transfer` (a member's
 * own wallets) are no team activity.
 */
async function backfillDays(db: AnyDb, dialect: DialectName): Promise<void> {
  const joined = sql`SELECT id AS member_id, ${siteDayOf(dialect, 'created_at')} AS day, 1 AS joined, 0 AS bet_count, 0 AS bet_amount, 0 AS valid_bet,
                            0 AS payout, 0 AS deposit, 0 AS withdrawal, 0 AS bonus, 0 AS transfer_in, 0 AS transfer_out
                       FROM member`;
  const bets = sql`SELECT member_id, ${siteDayOf(dialect, 'created_at')} AS day, 0, 1, bet_amount, valid_bet, payout, 0, 0, 0, 0, 0
                     FROM bet_record`;
  const money = sql`SELECT w.member_id, ${siteDayOf(dialect, 'e.created_at')} AS day, 0, 0, 0, 0, 0,
                           CASE WHEN e.kind = 'deposit' THEN e.amount ELSE 0 END,
                           CASE WHEN e.kind IN ('withdrawal', 'withdrawal.refund') THEN -e.amount ELSE 0 END,
                           CASE WHEN e.kind = 'bonus' OR e.kind LIKE 'bonus.%' THEN e.amount ELSE 0 END,
                           CASE WHEN e.kind LIKE 'transfer.%' AND e.amount > 0 THEN e.amount ELSE 0 END,
                           CASE WHEN e.kind LIKE 'transfer.%' AND e.amount < 0 THEN -e.amount ELSE 0 END
                      FROM ledger_entry e JOIN wallet w ON w.id = e.wallet_id
                     WHERE e.kind IN ('deposit', 'withdrawal', 'withdrawal.refund', 'bonus') OR e.kind LIKE 'bonus.%' OR e.kind LIKE 'transfer.%'`;
  await sql`INSERT INTO member_day (member_id, day, joined, bet_count, bet_amount, valid_bet, payout, deposit, withdrawal, bonus, transfer_in, transfer_out)
            SELECT member_id, day, MAX(joined), SUM(bet_count), SUM(bet_amount), SUM(valid_bet), SUM(payout), SUM(deposit), SUM(withdrawal), SUM(bonus),
                   SUM(transfer_in), SUM(transfer_out)
              FROM (${joined} UNION ALL ${bets} UNION ALL ${money}) AS activity
             GROUP BY member_id, day`.execute(db);
}

export function agentTeamMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const run = async (trx: AnyDb) => {
        await createTables(trx);
        await backfillTree(trx);
        await backfillDays(trx, dialect);
      };
      // PostgreSQL: the migrator runs this in its transaction already. SQLite: it does not, and the
      // tables must not exist without their history.
      if (dialect === 'postgres') await run(db);
      else await db.transaction().execute(run);
    },

    async down(db: AnyDb) {
      await db.schema.dropTable('member_day').ifExists().execute();
      await db.schema.dropTable('agent_tree').ifExists().execute();
    },
  };
}
