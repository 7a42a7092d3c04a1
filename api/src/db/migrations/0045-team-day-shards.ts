import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/*
 * `team_day` (0014) had one row per agent and site day, moved in the transaction of every bet, deposit
 * and withdrawal below the agent. On PostgreSQL the top agents' rows of today were therefore one lock
 * that every money movement of the site queued for, held until its transaction committed: under the load
 * harness (2,000 players on two instances) the waits on that row were most of every call's time. Each
 * agent's day now has TEAM_DAY_SHARDS rows (`shard` = the moving member's id modulo that count): the
 * movements of one team take one of 16 locks, and readers sum an agent's day over its shards (the
 * sums they took already). The table is made again with `shard` in its key, the old rows as shard 0,
 * the same on both databases; down sums the shards back into one row.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** team_day's figure columns, a copy (migrations never import today's code). */
const FIGURES = ['joined', 'bet_count', 'bet_amount', 'valid_bet', 'payout', 'deposit', 'withdrawal', 'bonus', 'transfer_in', 'transfer_out'] as const;
const COUNTS = ['active', 'changes', ...FIGURES] as const;

function createTeamDay(db: AnyDb, dialect: DialectName, name: string, sharded: boolean) {
  const figure =
    (column: string) =>
    <TB extends string, C extends string>(t: CreateTableBuilder<TB, C>) =>
      t.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0));
  let table: CreateTableBuilder<string, string> = db.schema
    .createTable(name)
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('day', 'text', (c) => c.notNull());
  if (sharded) table = table.addColumn('shard', 'integer', (c) => c.notNull().defaultTo(0));
  table = table.addColumn('active', 'integer', (c) => c.notNull().defaultTo(0)).addColumn('changes', 'bigint', (c) => c.notNull().defaultTo(0));
  for (const column of FIGURES) table = table.$call(figure(column));
  table = table.addPrimaryKeyConstraint(`${name}_pk`, sharded ? ['agent_id', 'day', 'shard'] : ['agent_id', 'day']);
  // SQLite: the rows of an agent's window are read in key order; without a rowid they sit together.
  return dialect === 'sqlite' ? table.modifyEnd(sql`WITHOUT ROWID`) : table;
}

const columns = (names: readonly string[]) => sql.join(names.map((name) => sql.ref(name)));

export function teamDayShardsMigration(dialect: DialectName): Migration {
  /** team_day made again (sharded or not) from its rows, summed per agent and day when merging. */
  async function remake(db: AnyDb, sharded: boolean): Promise<void> {
    // PostgreSQL's migrations run inside a transaction already; SQLite's get one here.
    const inTransaction = (work: (trx: AnyDb) => Promise<void>) => (dialect === 'postgres' ? work(db) : db.transaction().execute(work));
    await inTransaction(async (trx) => {
      const next = sharded ? 'team_day_sharded' : 'team_day_merged';
      await createTeamDay(trx, dialect, next, sharded).execute();
      if (sharded) {
        await sql`INSERT INTO ${sql.table(next)} (agent_id, day, shard, ${columns(COUNTS)}) SELECT agent_id, day, 0, ${columns(COUNTS)} FROM team_day`.execute(trx);
      } else {
        const sums = sql.join(COUNTS.map((name) => sql`SUM(${sql.ref(name)})`));
        await sql`INSERT INTO ${sql.table(next)} (agent_id, day, ${columns(COUNTS)}) SELECT agent_id, day, ${sums} FROM team_day GROUP BY agent_id, day`.execute(trx);
      }
      await trx.schema.dropTable('team_day').execute();
      await trx.schema.alterTable(next).renameTo('team_day').execute();
    });
  }
  return {
    up: (db: AnyDb) => remake(db, true),
    down: (db: AnyDb) => remake(db, false),
  };
}
