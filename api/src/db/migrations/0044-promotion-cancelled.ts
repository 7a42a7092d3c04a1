import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/*
 * A self-exclusion cancels the player's rewards not yet claimed and tickets not yet opened
 * (src/promotions/cancel.ts): `promotion_reward.status` takes X, `promotion_ticket.status` CANCELLED.
 * SQLite cannot alter a CHECK, so each table is rebuilt there from its own CREATE statement with the
 * new list (copy with ids, drop, rename, its indexes again; foreign keys off, as 0020 does: turnovers
 * reference the rewards); PostgreSQL swaps the constraint. The lists are copies, never imports.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface StatusCheck {
  table: string;
  constraint: string;
  statuses: string[];
  /** The new status: rows of it go back to `backTo` on the way down. */
  added: string;
  backTo: string;
}

const CHECKS: StatusCheck[] = [
  { table: 'promotion_reward', constraint: 'promotion_reward_status', statuses: ['I', 'C'], added: 'X', backTo: 'I' },
  { table: 'promotion_ticket', constraint: 'promotion_ticket_status', statuses: ['AVAILABLE', 'OPENED'], added: 'CANCELLED', backTo: 'AVAILABLE' },
];

const listOf = (statuses: string[]) => statuses.map((status) => `'${status}'`).join(', ');

async function setPostgres(db: AnyDb, check: StatusCheck, statuses: string[]): Promise<void> {
  await sql`ALTER TABLE ${sql.table(check.table)} DROP CONSTRAINT ${sql.ref(check.constraint)}`.execute(db);
  await sql`ALTER TABLE ${sql.table(check.table)} ADD CONSTRAINT ${sql.ref(check.constraint)} CHECK (status IN (${sql.raw(listOf(statuses))}))`.execute(db);
}

/** The table made again from its own CREATE statement, its status CHECK from `from` to `to`. */
async function rebuildSqlite(db: AnyDb, check: StatusCheck, from: string[], to: string[]): Promise<void> {
  const rows = await sql<{ type: string; name: string; sql: string | null }>`SELECT type, name, sql FROM sqlite_master WHERE tbl_name = ${check.table}`.execute(db);
  const create = rows.rows.find((row) => row.type === 'table')?.sql;
  const oldCheck = `status IN (${listOf(from)})`;
  if (!create || !create.includes(oldCheck)) throw new Error(`0044-promotion-cancelled: ${check.table} has no CHECK (${oldCheck})`);
  const indexes = rows.rows.filter((row) => row.type === 'index' && row.sql).map((row) => row.sql!);
  const temporary = `${check.table}_rebuilt`;
  const createNew = create.replace(oldCheck, `status IN (${listOf(to)})`).replace(/^create table ("?)[a-z_]+\1/i, `CREATE TABLE "${temporary}"`);
  await sql.raw(createNew).execute(db);
  await sql`INSERT INTO ${sql.table(temporary)} SELECT * FROM ${sql.table(check.table)}`.execute(db);
  await sql`DROP TABLE ${sql.table(check.table)}`.execute(db);
  await sql`ALTER TABLE ${sql.table(temporary)} RENAME TO ${sql.table(check.table)}`.execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
}

export function promotionCancelledMigration(dialect: DialectName): Migration {
  async function change(db: AnyDb, next: (check: StatusCheck) => { from: string[]; to: string[] }): Promise<void> {
    if (dialect === 'postgres') {
      for (const check of CHECKS) await setPostgres(db, check, next(check).to);
      return;
    }
    // The migrator gives SQLite its one connection outside any transaction: foreign keys off (a no-op
    // inside one), then the rebuild as one transaction, checked for dangling references.
    const before = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db);
    const wasOn = before.rows[0]?.foreign_keys === 1;
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    try {
      await db.transaction().execute(async (trx) => {
        for (const check of CHECKS) await rebuildSqlite(trx, check, next(check).from, next(check).to);
        const dangling = await sql`PRAGMA foreign_key_check`.execute(trx);
        if (dangling.rows.length > 0) throw new Error(`0044-promotion-cancelled left dangling references: ${JSON.stringify(dangling.rows.slice(0, 5))}`);
      });
    } finally {
      if (wasOn) await sql`PRAGMA foreign_keys = ON`.execute(db);
    }
  }

  return {
    async up(db: AnyDb) {
      await change(db, (check) => ({ from: check.statuses, to: [...check.statuses, check.added] }));
    },
    async down(db: AnyDb) {
      for (const check of CHECKS) await db.updateTable(check.table).set({ status: check.backTo }).where('status', '=', check.added).execute();
      await change(db, (check) => ({ from: [...check.statuses, check.added], to: check.statuses }));
    },
  };
}
