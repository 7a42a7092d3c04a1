import { sql, type Kysely, type SqlBool } from 'kysely';
import type { TeamTransactionType } from '@portal/shared/contracts';
import type { Database } from '../db/schema';
import type { TeamWindow } from './periods';
import { accountContains, sum, teamDays } from './team-queries';

/*
 * The agent's reports, per member of the team over a window: from the day figures (`member_day`)
 * for play and money totals, from the ledger's member legs for the list of movements. Every read is
 * scoped by the agent's rows of `agent_tree`.
 */

type Db = Kysely<Database>;

export interface MemberFilter {
  account?: string;
  level?: number;
}

function filtered(db: Db, agentId: number, window: TeamWindow, filter: MemberFilter) {
  let query = teamDays(db, agentId, window).innerJoin('member as m', 'm.id', 't.descendant_id');
  if (filter.level !== undefined) query = query.where('t.depth', '=', filter.level);
  if (filter.account) query = query.where(accountContains('m.account', filter.account));
  return query;
}

/* Team betting: days with bets only */

export async function bettingSummary(db: Db, agentId: number, window: TeamWindow, filter: MemberFilter) {
  const row = await filtered(db, agentId, window, filter)
    .where('d.bet_count', '>', 0)
    .select([
      sql<number | string>`count(distinct d.member_id)`.as('members'),
      sum('d.bet_count').as('betCount'),
      sum('d.bet_amount').as('betAmount'),
      sum('d.valid_bet').as('validBet'),
      sum('d.payout').as('payout'),
    ])
    .executeTakeFirstOrThrow();
  const betAmount = Number(row.betAmount);
  const payout = Number(row.payout);
  return { members: Number(row.members), betCount: Number(row.betCount), betAmount, validBet: Number(row.validBet), payout, winLoss: payout - betAmount };
}

export async function bettingRows(db: Db, agentId: number, window: TeamWindow, filter: MemberFilter, offset: number, limit: number) {
  const rows = await filtered(db, agentId, window, filter)
    .where('d.bet_count', '>', 0)
    .groupBy(['m.id', 'm.account', 't.depth'])
    .select([
      'm.id',
      'm.account',
      't.depth',
      sum('d.bet_count').as('betCount'),
      sum('d.bet_amount').as('betAmount'),
      sum('d.valid_bet').as('validBet'),
      sum('d.payout').as('payout'),
    ])
    .orderBy(sql`sum(d.valid_bet) desc`)
    .orderBy('m.account')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => {
    const betAmount = Number(row.betAmount);
    const payout = Number(row.payout);
    return { memberId: row.id, account: row.account, level: row.depth, betCount: Number(row.betCount), betAmount, validBet: Number(row.validBet), payout, winLoss: payout - betAmount };
  });
}

/* Team profit and loss: days with play or money */

const hasActivity = sql<SqlBool>`(d.bet_count > 0 OR d.deposit <> 0 OR d.withdrawal <> 0 OR d.bonus <> 0)`;

const PROFIT_FIGURES = [
  sum('d.bet_amount').as('betAmount'),
  sum('d.valid_bet').as('validBet'),
  sum('d.payout').as('payout'),
  sum('d.bonus').as('bonuses'),
  sum('d.deposit').as('deposits'),
  sum('d.withdrawal').as('withdrawals'),
] as const;

function toProfit(row: Record<'betAmount' | 'validBet' | 'payout' | 'bonuses' | 'deposits' | 'withdrawals', number | string>) {
  const n = (key: keyof typeof row) => Number(row[key]);
  return {
    betAmount: n('betAmount'),
    validBet: n('validBet'),
    payout: n('payout'),
    bonuses: n('bonuses'),
    deposits: n('deposits'),
    withdrawals: n('withdrawals'),
    profit: n('payout') + n('bonuses') - n('betAmount'),
  };
}

export async function profitSummary(db: Db, agentId: number, window: TeamWindow, filter: MemberFilter) {
  const row = await filtered(db, agentId, window, filter)
    .where(hasActivity)
    .select([sql<number | string>`count(distinct d.member_id)`.as('members'), ...PROFIT_FIGURES])
    .executeTakeFirstOrThrow();
  return { members: Number(row.members), ...toProfit(row) };
}

export async function profitRows(db: Db, agentId: number, window: TeamWindow, filter: MemberFilter, offset: number, limit: number) {
  const rows = await filtered(db, agentId, window, filter)
    .where(hasActivity)
    .groupBy(['m.id', 'm.account', 't.depth'])
    .select(['m.id', 'm.account', 't.depth', ...PROFIT_FIGURES])
    // The biggest losses first: what the agent's dividend is made of.
    .orderBy(sql`coalesce(sum(d.payout), 0) + coalesce(sum(d.bonus), 0) - coalesce(sum(d.bet_amount), 0)`)
    .orderBy('m.account')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ memberId: row.id, account: row.account, level: row.depth, ...toProfit(row) }));
}

/* My income: the agent's own day rows */

export async function incomeByDay(db: Db, memberId: number, window: TeamWindow) {
  const rows = await db
    .selectFrom('member_day as d')
    .where('d.member_id', '=', memberId)
    .where('d.day', '>=', window.from)
    .where('d.day', '<=', window.to)
    .groupBy('d.day')
    .select(['d.day', sum('d.bonus').as('bonus'), sum('d.transfer_in').as('transferIn')])
    .execute();
  return new Map(rows.map((row) => [row.day, { bonus: Number(row.bonus), transferIn: Number(row.transferIn) }]));
}

/* The team's money movements: the ledger's member legs */

const KINDS_OF: Record<TeamTransactionType, ReturnType<typeof sql<SqlBool>>> = {
  deposit: sql<SqlBool>`e.kind = 'deposit'`,
  withdrawal: sql<SqlBool>`e.kind IN ('withdrawal', 'withdrawal.refund')`,
  // Member-to-member transfers only: `transfer` alone is between a member's own wallets.
  transfer: sql<SqlBool>`e.kind LIKE 'transfer.%'`,
};

export function typeOfKind(kind: string): TeamTransactionType {
  if (kind === 'deposit') return 'deposit';
  return kind.startsWith('withdrawal') ? 'withdrawal' : 'transfer';
}

function movements(db: Db, agentId: number, bounds: { startIso: string; endIso: string }, type: TeamTransactionType | undefined, filter: MemberFilter) {
  let query = db
    .selectFrom('agent_tree as t')
    .innerJoin('member as m', 'm.id', 't.descendant_id')
    .innerJoin('wallet as w', 'w.member_id', 't.descendant_id')
    .innerJoin('ledger_entry as e', 'e.wallet_id', 'w.id')
    .where('t.ancestor_id', '=', agentId)
    .where('t.depth', '>=', 1)
    .where('e.created_at', '>=', bounds.startIso)
    .where('e.created_at', '<', bounds.endIso);
  if (filter.level !== undefined) query = query.where('t.depth', '=', filter.level);
  if (filter.account) query = query.where(accountContains('m.account', filter.account));
  const kinds = type ? KINDS_OF[type] : sql<SqlBool>`(${KINDS_OF.deposit} OR ${KINDS_OF.withdrawal} OR ${KINDS_OF.transfer})`;
  return query.where(kinds);
}

export async function movementSummary(db: Db, agentId: number, bounds: { startIso: string; endIso: string }, type: TeamTransactionType | undefined, filter: MemberFilter) {
  const when = (condition: ReturnType<typeof sql<SqlBool>>, amount = sql`e.amount`) => sql<number | string>`coalesce(sum(case when ${condition} then ${amount} else 0 end), 0)`;
  const row = await movements(db, agentId, bounds, type, filter)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      when(KINDS_OF.deposit).as('deposits'),
      when(KINDS_OF.withdrawal, sql`-e.amount`).as('withdrawals'),
      when(sql<SqlBool>`${KINDS_OF.transfer} AND e.amount > 0`).as('transfersIn'),
      when(sql<SqlBool>`${KINDS_OF.transfer} AND e.amount < 0`, sql`-e.amount`).as('transfersOut'),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    deposits: Number(row.deposits),
    withdrawals: Number(row.withdrawals),
    transfersIn: Number(row.transfersIn),
    transfersOut: Number(row.transfersOut),
  };
}

export async function movementRows(
  db: Db,
  agentId: number,
  bounds: { startIso: string; endIso: string },
  type: TeamTransactionType | undefined,
  filter: MemberFilter,
  offset: number,
  limit: number,
) {
  const rows = await movements(db, agentId, bounds, type, filter)
    .select(['e.id', 'e.created_at', 'm.id as member_id', 'm.account', 't.depth', 'e.kind', 'e.amount', 'e.reference'])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    memberId: row.member_id,
    account: row.account,
    level: row.depth,
    type: typeOfKind(row.kind),
    kind: row.kind,
    amount: Number(row.amount),
    reference: row.reference,
  }));
}
