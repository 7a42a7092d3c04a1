import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/*
 * The team reports at scale.
 * - `team_day`: per agent and site day, the sums of `member_day` over everyone below the agent (every
 *   level), plus `active` (members of the team with a bet that day) and `changes` (how many times a
 *   row below the agent changed that day). It is moved in the same transaction as `member_day`, one
 *   row per upline of the member, so the team overview reads at most 31 + 30 rows whatever the size
 *   of the team, and `changes` tells a report computed earlier whether anything of its window moved
 *   since (agent/report-cache.ts).
 * - `member_day_figures`: member_day's key and the figures the per-member reports sum, so the P&L and
 *   team betting of a big team read the index alone (SQLite would otherwise fetch each row from the
 *   table: about 2x slower at 10,000 members), and "is this member active in the window" is one probe.
 * History: summed from `member_day` and `agent_tree` as they are when this runs.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** member_day's figure columns, a copy (migrations never import today's code). */
const FIGURES = ['joined', 'bet_count', 'bet_amount', 'valid_bet', 'payout', 'deposit', 'withdrawal', 'bonus', 'transfer_in', 'transfer_out'] as const;

export function teamDayMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const figure =
        (name: string) =>
        <TB extends string, C extends string>(t: CreateTableBuilder<TB, C>) =>
          t.addColumn(name, 'bigint', (c) => c.notNull().defaultTo(0));
      let table = db.schema
        .createTable('team_day')
        .addColumn('agent_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('changes', 'bigint', (c) => c.notNull().defaultTo(0));
      for (const name of FIGURES) table = table.$call(figure(name));
      table = table.addPrimaryKeyConstraint('team_day_pk', ['agent_id', 'day']);
      // SQLite: the rows of an agent's window are read in key order; without a rowid they sit together.
      await (dialect === 'sqlite' ? table.modifyEnd(sql`WITHOUT ROWID`) : table).execute();

      await db.schema
        .createIndex('member_day_figures')
        .on('member_day')
        .columns(['member_id', 'day', 'bet_count', 'bet_amount', 'valid_bet', 'payout', 'bonus', 'deposit', 'withdrawal'])
        .execute();

      const sums = sql.join(FIGURES.map((name) => sql`SUM(d.${sql.ref(name)})`));
      await sql`INSERT INTO team_day (agent_id, day, active, changes, ${sql.join(FIGURES.map((name) => sql.ref(name)))})
                SELECT t.ancestor_id, d.day, SUM(CASE WHEN d.bet_count > 0 THEN 1 ELSE 0 END), COUNT(*), ${sums}
                  FROM member_day d JOIN agent_tree t ON t.descendant_id = d.member_id AND t.depth >= 1
                 GROUP BY t.ancestor_id, d.day`.execute(db);
    },

    async down(db: AnyDb) {
      await db.schema.dropIndex('member_day_figures').ifExists().execute();
      await db.schema.dropTable('team_day').ifExists().execute();
    },
  };
}
