import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Language } from '../http/messages';
import { dateWindow, MAX_LIST_DAYS, MAX_TOTAL_DAYS } from './dates';
import { betPage, betsByGameType, betSummary, entryPage, entrySummary, memberSince, type KindFilter, type Window } from './queries';
import type { BetsQuery, PagedQuery, TransactionsQuery, WindowQuery } from './schemas';
import { vipLevelOf, vipStatus } from './vip';

/*
 * The member's records and reports, read from the bet records and the member's ledger entries (never
 * from separate counters, so they always agree with the wallet). Lists are newest first.
 */

type Db = Kysely<Database>;

const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

export async function betRecords(db: Db, memberId: number, query: BetsQuery, language: Language) {
  const window = dateWindow(query.from, query.to, MAX_LIST_DAYS);
  const gameType = query.gameType || undefined;
  const [summary, content] = await Promise.all([
    betSummary(db, memberId, window, gameType),
    betPage(db, memberId, window, gameType, language, (query.pageNo - 1) * query.pageSize, query.pageSize),
  ]);
  return { content, pageNum: query.pageNo, pageSize: query.pageSize, totalPages: totalPages(summary.count, query.pageSize), totalElements: summary.count, summary };
}

async function entries(db: Db, memberId: number, query: PagedQuery, filter: KindFilter | undefined) {
  const window = dateWindow(query.from, query.to, MAX_LIST_DAYS);
  const [summary, content] = await Promise.all([
    entrySummary(db, memberId, window, filter),
    entryPage(db, memberId, window, filter, (query.pageNo - 1) * query.pageSize, query.pageSize),
  ]);
  return { content, pageNum: query.pageNo, pageSize: query.pageSize, totalPages: totalPages(summary.count, query.pageSize), totalElements: summary.count, summary };
}

export function transactionRecords(db: Db, memberId: number, query: TransactionsQuery) {
  return entries(db, memberId, query, query.kind || undefined);
}

export function bonusRecords(db: Db, memberId: number, query: PagedQuery) {
  return entries(db, memberId, query, 'bonus');
}

/** Money in and out over a window: deposits credited, withdrawals net of refunds, bonuses. */
async function moneyTotals(db: Db, memberId: number, window: Window | null) {
  const [deposits, withdrawals, bonuses] = await Promise.all([
    entrySummary(db, memberId, window, 'deposit'),
    entrySummary(db, memberId, window, 'withdrawal'),
    entrySummary(db, memberId, window, 'bonus'),
  ]);
  return { deposits: deposits.amount, withdrawals: -withdrawals.amount, bonuses: bonuses.amount };
}

export async function profit(db: Db, memberId: number, query: WindowQuery) {
  const window = dateWindow(query.from, query.to, MAX_TOTAL_DAYS);
  const [bets, money, byGameType] = await Promise.all([betSummary(db, memberId, window), moneyTotals(db, memberId, window), betsByGameType(db, memberId, window)]);
  return {
    betAmount: bets.betAmount,
    validBet: bets.validBet,
    payout: bets.payout,
    winLoss: bets.winLoss,
    ...money,
    byGameType,
  };
}

export async function vip(db: Db, memberId: number, language: Language) {
  const bets = await betSummary(db, memberId, null);
  return vipStatus(bets.validBet, language);
}

export async function creditReport(db: Db, memberId: number) {
  const [bets, money, since] = await Promise.all([betSummary(db, memberId, null), moneyTotals(db, memberId, null), memberSince(db, memberId)]);
  return {
    deposits: money.deposits,
    withdrawals: money.withdrawals,
    validBet: bets.validBet,
    winLoss: bets.winLoss,
    memberSince: since,
    level: vipLevelOf(bets.validBet).level,
  };
}
