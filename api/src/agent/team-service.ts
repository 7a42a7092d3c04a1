import type { Kysely } from 'kysely';
import {
  addSiteDays,
  INCOME_TYPES,
  TEAM_SERIES_DAYS,
  type AgentIncome,
  type DownlineMember,
  type DownlineMemberDetail,
  type DownlinePage,
  type DownlineQuery,
  type TeamBettingPage,
  type TeamOverview,
  type TeamPeriodQuery,
  type TeamProfitPage,
  type TeamReportQuery,
  type TeamTransactionPage,
  type TeamTransactionsQuery,
} from '@portal/shared/contracts';
import type { Database, MemberRow } from '../db/schema';
import type { Language } from '../http/messages';
import { AGENT_TYPES } from '../member';
import { breaksOf } from '../protection';
import { ledgerDetails } from '../reports';
import { daysOf, isoBounds, seriesWindow, teamWindow } from './periods';
import { bettingReport, incomeByDay, movementRows, movementSummary, profitReport } from './report-queries';
import { downlineMember } from './scope';
import { countDownline, downlinePage, memberFigures, teamFigures, teamFiguresByDay, type DownlineFilters, type Figures } from './team-queries';
import { downlineSize } from './tree';

/*
 * The agent centre's team calls. `agent` is always the session's agent (scope.ts); every read is of
 * its own subtree. Periods and their refusals are periods.ts's.
 */

type Db = Kysely<Database>;

const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);
const paging = (query: { pageNo: number; pageSize: number }) => ({ offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize });

const NO_FIGURES: Figures = { newMembers: 0, activeMembers: 0, betCount: 0, betAmount: 0, validBet: 0, payout: 0, deposits: 0, withdrawals: 0, bonuses: 0, profit: 0 };

/** AGEINFO3: the team now, its figures over the period, and the last 30 days day by day. */
export async function teamOverview(db: Db, agent: MemberRow, query: TeamPeriodQuery, now: number = Date.now()): Promise<TeamOverview> {
  const window = teamWindow(query, now);
  const chart = seriesWindow(now);
  const [teamSize, directCount, figures, byDay] = await Promise.all([
    downlineSize(db, agent.id),
    downlineSize(db, agent.id, true),
    teamFigures(db, agent.id, window),
    teamFiguresByDay(db, agent.id, chart),
  ]);
  const series = daysOf(chart).map((day) => ({ day, ...(byDay.get(day) ?? NO_FIGURES) }));
  return { ...window, teamSize, directCount, ...figures, series };
}

/** Active: a bet in the chart's window (the last 30 days). */
const activeSince = (now: number) => addSiteDays(seriesWindow(now).to, -(TEAM_SERIES_DAYS - 1));

type Breaks = Awaited<ReturnType<typeof breaksOf>>;

function toDownlineMember(row: Awaited<ReturnType<typeof downlinePage>>[number], since: string, breaks: Breaks): DownlineMember {
  return {
    ...row,
    kind: AGENT_TYPES.includes(row.type) ? 'agent' : 'member',
    active: row.lastBetDay !== null && row.lastBetDay >= since,
    // A member's cool-off or self-exclusion, shown to its upline; only the member starts one.
    protection: breaks.get(row.id) ?? null,
  };
}

/** DOWNMAN: the downline, direct or every level (default), newest first unless sorted otherwise. */
export async function downlineList(db: Db, agent: MemberRow, query: DownlineQuery, now: number = Date.now()): Promise<DownlinePage> {
  const since = activeSince(now);
  const filters: DownlineFilters = {
    direct: query.scope === 'direct',
    level: query.level,
    account: query.account?.trim() || undefined,
    kind: query.kind || undefined,
    status: query.status || undefined,
    activeSince: since,
  };
  const { offset, limit } = paging(query);
  const [total, rows] = await Promise.all([
    countDownline(db, agent.id, filters),
    downlinePage(db, agent.id, filters, query.sort ?? 'registered', query.order ?? 'desc', offset, limit),
  ]);
  const breaks = await breaksOf(db, rows.map((row) => row.id), now);
  return { content: rows.map((row) => toDownlineMember(row, since, breaks)), pageNum: query.pageNo, pageSize: query.pageSize, totalPages: totalPages(total, query.pageSize), totalElements: total };
}

/** One member of the team (404 agent.member.not.found for anyone else) with lifetime and 30-day figures. */
export async function downlineDetail(db: Db, agent: MemberRow, memberId: number, now: number = Date.now()): Promise<DownlineMemberDetail> {
  const { member } = await downlineMember(db, agent, memberId);
  const since = activeSince(now);
  const [rows, lifetime, recent] = await Promise.all([
    downlinePage(db, agent.id, { direct: false, activeSince: since }, 'registered', 'desc', 0, 1, member.id),
    memberFigures(db, member.id, null),
    memberFigures(db, member.id, since),
  ]);
  const [row] = rows;
  if (!row) throw new Error(`downline member ${member.id} vanished`);
  return { member: toDownlineMember(row, since, await breaksOf(db, [row.id], now)), lifetime, recent };
}

const memberFilter = (query: { account?: string; level?: number }) => ({ account: query.account?.trim() || undefined, level: query.level });

/** TRANSBETREPMEM3: each member who bet in the period, by valid bet. */
export async function teamBetting(db: Db, agent: MemberRow, query: TeamReportQuery, now: number = Date.now()): Promise<TeamBettingPage> {
  const window = teamWindow(query, now);
  const filter = memberFilter(query);
  const { offset, limit } = paging(query);
  const { summary, rows } = await bettingReport(db, agent.id, window, filter);
  return { content: rows.slice(offset, offset + limit), pageNum: query.pageNo, pageSize: query.pageSize, totalPages: totalPages(summary.members, query.pageSize), totalElements: summary.members, ...window, summary };
}

/** AGETEAMPNL3: each member with play or money in the period, the biggest losses first. */
export async function teamProfit(db: Db, agent: MemberRow, query: TeamReportQuery, now: number = Date.now()): Promise<TeamProfitPage> {
  const window = teamWindow(query, now);
  const filter = memberFilter(query);
  const { offset, limit } = paging(query);
  const { summary, rows } = await profitReport(db, agent.id, window, filter);
  return { content: rows.slice(offset, offset + limit), pageNum: query.pageNo, pageSize: query.pageSize, totalPages: totalPages(summary.members, query.pageSize), totalElements: summary.members, ...window, summary };
}

/** AGEREV3: the agent's own earnings of the period: bonuses, transfers received, salaries and dividends, by type and by day. */
export async function agentIncome(db: Db, agent: MemberRow, query: TeamPeriodQuery, now: number = Date.now()): Promise<AgentIncome> {
  const window = teamWindow(query, now);
  const byDay = await incomeByDay(db, agent.id, window);
  const totals = { bonus: 0, transferIn: 0, salary: 0, dividend: 0 };
  const days = daysOf(window).map((day) => {
    const found = byDay.get(day);
    for (const type of INCOME_TYPES) totals[type] += found?.[type] ?? 0;
    return { day, amount: INCOME_TYPES.reduce((sum, type) => sum + (found?.[type] ?? 0), 0) };
  });
  return { ...window, total: INCOME_TYPES.reduce((sum, type) => sum + totals[type], 0), lines: INCOME_TYPES.map((type) => ({ type, amount: totals[type] })), days };
}

/** AGEDOWNTRANS3: the team's deposits, withdrawals and transfers of the period, newest first. */
export async function teamTransactions(db: Db, agent: MemberRow, query: TeamTransactionsQuery, language: Language, now: number = Date.now()): Promise<TeamTransactionPage> {
  const window = teamWindow(query, now);
  const bounds = isoBounds(window);
  const type = query.type || undefined;
  const filter = memberFilter(query);
  const { offset, limit } = paging(query);
  const [summary, rows] = await Promise.all([
    movementSummary(db, agent.id, bounds, type, filter),
    movementRows(db, agent.id, bounds, type, filter, offset, limit),
  ]);
  // What each movement is about, from the downline member's side (its order, its counterparty).
  const details = await ledgerDetails(db, rows, language);
  const content = rows.map(({ txnId: _txn, ...row }, i) => ({ ...row, detail: details[i] ?? null }));
  return { content, pageNum: query.pageNo, pageSize: query.pageSize, totalPages: totalPages(summary.count, query.pageSize), totalElements: summary.count, ...window, summary };
}
