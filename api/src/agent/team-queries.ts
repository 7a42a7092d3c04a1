import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { CURRENCY } from '@portal/shared/contracts';
import type { Database, MemberTable } from '../db/schema';
import { MAIN_WALLET } from '../db/tables/wallet';
import { AGENT_TYPES } from '../member';
import type { TeamWindow } from './periods';
import { cachedForWindow } from './report-cache';

/*
 * The team's reads: always from the agent's rows of `agent_tree` (ancestor = the agent, depth >= 1),
 * joined with the day figures of `member_day` or with the members; never a recursive walk, never the
 * bet records. Sums are read through Number(): PostgreSQL answers SUM of a bigint as numeric text.
 */

type Db = Kysely<Database>;

export const sum = (column: string) => sql<number | string>`coalesce(sum(${sql.ref(column)}), 0)`;

/** `%` and `_` typed in a search are literal characters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.trim().toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

export const accountContains = (column: string, text: string) => sql<SqlBool>`${sql.ref(column)} LIKE ${containsPattern(text)} ESCAPE '!'`;

/** The agent's downline joined with its day figures of a window. */
export function teamDays(db: Db, agentId: number, window: TeamWindow) {
  return db
    .selectFrom('agent_tree as t')
    .innerJoin('member_day as d', 'd.member_id', 't.descendant_id')
    .where('t.ancestor_id', '=', agentId)
    .where('t.depth', '>=', 1)
    .where('d.day', '>=', window.from)
    .where('d.day', '<=', window.to);
}

/** The team's sums of a window from the agents' day rows (`team_day`): at most TEAM_DAY_SHARDS rows a day. */
const TEAM_SUMS = [
  sum('d.joined').as('newMembers'),
  sum('d.active').as('activeByDay'),
  sum('d.bet_count').as('betCount'),
  sum('d.bet_amount').as('betAmount'),
  sum('d.valid_bet').as('validBet'),
  sum('d.payout').as('payout'),
  sum('d.deposit').as('deposits'),
  sum('d.withdrawal').as('withdrawals'),
  sum('d.bonus').as('bonuses'),
] as const;

export interface Figures {
  newMembers: number;
  activeMembers: number;
  betCount: number;
  betAmount: number;
  validBet: number;
  payout: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
  profit: number;
}

type SumRow = Record<'newMembers' | 'activeByDay' | 'betCount' | 'betAmount' | 'validBet' | 'payout' | 'deposits' | 'withdrawals' | 'bonuses', number | string>;

function toFigures(row: SumRow, activeMembers: number): Figures {
  const n = (key: keyof SumRow) => Number(row[key]);
  return {
    newMembers: n('newMembers'),
    activeMembers,
    betCount: n('betCount'),
    betAmount: n('betAmount'),
    validBet: n('validBet'),
    payout: n('payout'),
    deposits: n('deposits'),
    withdrawals: n('withdrawals'),
    bonuses: n('bonuses'),
    profit: n('payout') + n('bonuses') - n('betAmount'),
  };
}

function teamDayRows(db: Db, agentId: number, window: TeamWindow) {
  return db.selectFrom('team_day as d').where('d.agent_id', '=', agentId).where('d.day', '>=', window.from).where('d.day', '<=', window.to);
}

/** Members of the team with a bet in the window: one probe of `member_day_figures` per member. */
async function activeInWindow(db: Db, agentId: number, window: TeamWindow): Promise<number> {
  const row = await db
    .selectFrom('agent_tree as t')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('t.ancestor_id', '=', agentId)
    .where('t.depth', '>=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('member_day as a')
          .select('a.day')
          .whereRef('a.member_id', '=', 't.descendant_id')
          .where('a.day', '>=', window.from)
          .where('a.day', '<=', window.to)
          .where('a.bet_count', '>', 0),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function teamFigures(db: Db, agentId: number, window: TeamWindow): Promise<Figures> {
  const row = await teamDayRows(db, agentId, window).select([...TEAM_SUMS]).executeTakeFirstOrThrow();
  // One day's active members are that day's row; a longer window counts each member once.
  const active =
    window.from === window.to
      ? Number(row.activeByDay)
      : await cachedForWindow(db, agentId, window, `active|${agentId}|${window.from}|${window.to}`, () => activeInWindow(db, agentId, window));
  return toFigures(row, active);
}

/** The window's figures per day (only days with rows; the service fills the others with zeros). */
export async function teamFiguresByDay(db: Db, agentId: number, window: TeamWindow): Promise<Map<string, Figures>> {
  const rows = await teamDayRows(db, agentId, window).select(['d.day', ...TEAM_SUMS]).groupBy('d.day').execute();
  return new Map(rows.map((row) => [row.day, toFigures(row, Number(row.activeByDay))]));
}

/* The downline list */

export interface DownlineFilters {
  direct: boolean;
  level?: number;
  account?: string;
  kind?: 'member' | 'agent';
  status?: 'active' | 'inactive';
  /** The first day that counts for `active`. */
  activeSince: string;
}

export type DownlineSort = 'registered' | 'balance' | 'lastLogin';

function downlineWhere(db: Db, agentId: number, filters: DownlineFilters) {
  let query = db.selectFrom('agent_tree as t').innerJoin('member as m', 'm.id', 't.descendant_id').where('t.ancestor_id', '=', agentId);
  query = filters.direct ? query.where('t.depth', '=', 1) : query.where('t.depth', '>=', 1);
  if (filters.level !== undefined) query = query.where('t.depth', '=', filters.level);
  if (filters.account) query = query.where(accountContains('m.account', filters.account));
  if (filters.kind === 'agent') query = query.where('m.type', 'in', [...AGENT_TYPES]);
  if (filters.kind === 'member') query = query.where('m.type', 'not in', [...AGENT_TYPES]);
  if (filters.status) {
    const betSince = (eb: ExpressionBuilder<Database & { m: MemberTable }, 'm'>) =>
      eb.exists(eb.selectFrom('member_day as a').select('a.day').whereRef('a.member_id', '=', 'm.id').where('a.day', '>=', filters.activeSince).where('a.bet_count', '>', 0));
    query = query.where((eb) => (filters.status === 'active' ? betSince(eb) : eb.not(betSince(eb))));
  }
  return query;
}

export async function countDownline(db: Db, agentId: number, filters: DownlineFilters): Promise<number> {
  const row = await downlineWhere(db, agentId, filters).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The list's rows; `only` narrows it to one member (the detail call). */
export async function downlinePage(db: Db, agentId: number, filters: DownlineFilters, sort: DownlineSort, order: 'asc' | 'desc', offset: number, limit: number, only?: number) {
  let query = downlineWhere(db, agentId, filters).select((eb) => [
    'm.id',
    'm.account',
    'm.nickname',
    'm.type',
    't.depth',
    'm.created_at',
    'm.last_login_at',
    eb.selectFrom('member as u').select('u.account').whereRef('u.id', '=', 'm.parent_id').as('upline'),
    eb
      .selectFrom('wallet as w')
      .select('w.balance')
      .whereRef('w.member_id', '=', 'm.id')
      .where('w.vendor_code', '=', MAIN_WALLET)
      .where('w.currency', '=', CURRENCY)
      .as('balance'),
    eb
      .selectFrom('agent_tree as c')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('c.ancestor_id', '=', 'm.id')
      .where('c.depth', '>=', 1)
      .as('team_size'),
    eb
      .selectFrom('member_day as b')
      .select((inner) => inner.fn.max('b.day').as('last'))
      .whereRef('b.member_id', '=', 'm.id')
      .where('b.bet_count', '>', 0)
      .as('last_bet_day'),
  ]);
  if (only !== undefined) query = query.where('m.id', '=', only);
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const orderings: Expression<unknown>[] = {
    registered: [sql`m.created_at ${direction}`],
    balance: [sql`balance ${direction}`],
    // Never logged in: last, whichever the direction (SQLite and PostgreSQL put NULLs at opposite ends).
    lastLogin: [sql`case when m.last_login_at is null then 1 else 0 end`, sql`m.last_login_at ${direction}`],
  }[sort];
  for (const ordering of orderings) query = query.orderBy(ordering);
  const rows = await query.orderBy('m.id', order).limit(limit).offset(offset).execute();
  return rows.map((row) => ({
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    level: row.depth,
    upline: row.upline ?? null,
    balance: Number(row.balance ?? 0),
    teamSize: Number(row.team_size ?? 0),
    registeredAt: row.created_at,
    lastLoginAt: row.last_login_at,
    lastBetDay: row.last_bet_day ?? null,
  }));
}

/** One member's own figures from `since` (inclusive site day; null: all of them). */
export async function memberFigures(db: Db, memberId: number, since: string | null) {
  let query = db.selectFrom('member_day as d').where('d.member_id', '=', memberId);
  if (since) query = query.where('d.day', '>=', since);
  const row = await query
    .select([
      sum('d.bet_count').as('betCount'),
      sum('d.bet_amount').as('betAmount'),
      sum('d.valid_bet').as('validBet'),
      sum('d.payout').as('payout'),
      sum('d.deposit').as('deposits'),
      sum('d.withdrawal').as('withdrawals'),
      sum('d.bonus').as('bonuses'),
      sum('d.transfer_in').as('transfersIn'),
      sum('d.transfer_out').as('transfersOut'),
    ])
    .executeTakeFirstOrThrow();
  const n = (key: keyof typeof row) => Number(row[key]);
  return {
    betCount: n('betCount'),
    betAmount: n('betAmount'),
    validBet: n('validBet'),
    payout: n('payout'),
    deposits: n('deposits'),
    withdrawals: n('withdrawals'),
    bonuses: n('bonuses'),
    transfersIn: n('transfersIn'),
    transfersOut: n('transfersOut'),
    profit: n('payout') + n('bonuses') - n('betAmount'),
  };
}
