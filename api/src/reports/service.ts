import type { Kysely } from 'kysely';
import type {
  BetRecordPage,
  BetRecordsQuery,
  CreditReport,
  ProfitReport,
  ReportPageQuery,
  ReportWindowQuery,
  TransactionKind,
  TransactionRecordPage,
  TransactionRecordsQuery,
} from '@portal/shared/contracts';
import type { Database } from '../db/schema';
import type { Language } from '../http/messages';
import { dateWindow, MAX_LIST_DAYS, MAX_TOTAL_DAYS } from './dates';
import { ledgerDetails } from './details';
import { betPage, betsByGameType, betSummary, entryPage, entrySummary, memberSince, type Window } from './queries';
import { vipLevelOf } from './vip';

/*
 * The member's records and reports, read from the bet records and the member's ledger entries (never
 * from separate counters, so they always agree with the wallet). Lists are newest first.
 */

type Db = Kysely<Database>;

const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

export async function betRecords(db: Db, memberId: number, query: BetRecordsQuery, language: Language): Promise<BetRecordPage> {
  const window = dateWindow(query.from, query.to, MAX_LIST_DAYS);
  const gameType = query.gameType || undefined;
  const [summary, content] = await Promise.all([
    betSummary(db, memberId, window, gameType),
    betPage(db, memberId, window, gameType, language, (query.pageNo - 1) * query.pageSize, query.pageSize),
  ]);
  return { content, pageNum: query.pageNo, pageSize: query.pageSize, totalPages: totalPages(summary.count, query.pageSize), totalElements: summary.count, summary };
}

async function entries(db: Db, memberId: number, query: ReportPageQuery, filter: TransactionKind | undefined, language: Language): Promise<TransactionRecordPage> {
  const window = dateWindow(query.from, query.to, MAX_LIST_DAYS);
  const [summary, rows] = await Promise.all([
    entrySummary(db, memberId, window, filter),
    entryPage(db, memberId, window, filter, (query.pageNo - 1) * query.pageSize, query.pageSize),
  ]);
  // The ledger's references are the books' keys: each entry says what it is about instead.
  const details = await ledgerDetails(db, rows.map((row) => ({ ...row, memberId })), language);
  const content = rows.map(({ txnId: _txn, ...row }, i) => ({ ...row, detail: details[i] ?? null }));
  return { content, pageNum: query.pageNo, pageSize: query.pageSize, totalPages: totalPages(summary.count, query.pageSize), totalElements: summary.count, summary };
}

export function transactionRecords(db: Db, memberId: number, query: TransactionRecordsQuery, language: Language): Promise<TransactionRecordPage> {
  return entries(db, memberId, query, query.kind || undefined, language);
}

export function bonusRecords(db: Db, memberId: number, query: ReportPageQuery, language: Language): Promise<TransactionRecordPage> {
  return entries(db, memberId, query, 'bonus', language);
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

export async function profit(db: Db, memberId: number, query: ReportWindowQuery): Promise<ProfitReport> {
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

export async function creditReport(db: Db, memberId: number): Promise<CreditReport> {
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
