// The member centre's records and reports (spec §2 personalHistoryCopy, transactionHistory,
// personalProfit, bonusDetails, vipBonus, credit report), read from the bets and the ledger.
import { Type, type Static } from '@sinclair/typebox';
import { Codes, CodesOrEmpty, PageOf, PagingFields, X_MESSAGE } from '../common/schemas';
import { GAME_CATEGORIES } from '../games/constants';
import { LEDGER_KINDS, TRANSACTION_KINDS } from './constants';
import { LedgerDetailOrNull } from './ledger-detail';
import { VipReward } from '../vip/schemas';

const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
const NullableInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });

export const LedgerKind = Codes(LEDGER_KINDS);
export type LedgerKind = Static<typeof LedgerKind>;

export const TransactionKind = Codes(TRANSACTION_KINDS);
export type TransactionKind = Static<typeof TransactionKind>;

/** A site day `yyyy-MM-dd` (Myanmar time); checked as a calendar day by the API. */
const Day = Type.String({ maxLength: 10, [X_MESSAGE]: 'validation.date' });

/** A window of site days: a missing `to` is today, a missing `from` 7 days up to `to`. */
const WindowFields = { from: Type.Optional(Day), to: Type.Optional(Day) };

/** The totals: a window of at most a year. */
export const ReportWindowQuery = Type.Object(WindowFields);
export type ReportWindowQuery = Static<typeof ReportWindowQuery>;

/** The paged records: a window of at most 31 days. */
export const ReportPageQuery = Type.Object({ ...WindowFields, ...PagingFields });
export type ReportPageQuery = Static<typeof ReportPageQuery>;

/** By the games' category (`gameType`); '' (or none) is every one. */
export const BetRecordsQuery = Type.Object({ ...WindowFields, gameType: Type.Optional(CodesOrEmpty(GAME_CATEGORIES)), ...PagingFields });
export type BetRecordsQuery = Static<typeof BetRecordsQuery>;

/** '' (or none) is every kind. */
export const TransactionRecordsQuery = Type.Object({ ...WindowFields, kind: Type.Optional(CodesOrEmpty(TRANSACTION_KINDS)), ...PagingFields });
export type TransactionRecordsQuery = Static<typeof TransactionRecordsQuery>;

/* Bets */

export const BetRecord = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  gameName: Type.String(),
  vendor: Type.String(),
  gameType: Type.String(),
  /** Minor units, like every amount here. */
  betAmount: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  winLoss: Type.Integer(),
  status: Type.String(),
});
export type BetRecord = Static<typeof BetRecord>;

/** Over the whole filtered window, not only the page. */
export const BetSummary = Type.Object({
  count: Type.Integer(),
  betAmount: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  winLoss: Type.Integer(),
});
export type BetSummary = Static<typeof BetSummary>;

export const BetRecordPage = PageOf(BetRecord, { pageSize: Type.Integer(), summary: BetSummary });
export type BetRecordPage = Static<typeof BetRecordPage>;

/* Ledger entries */

/** One entry of the member's ledger, on any of the member's wallets. */
export const TransactionRecord = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  /** A `LedgerKind` (`LEDGER_KINDS`); a newer ledger may write others. */
  kind: Type.String(),
  /** `MAIN` or a vendor code. */
  wallet: Type.String(),
  /** Signed minor units: money in is positive. */
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  /** What the entry is about, for a person (`LedgerDetail`); null when there is nothing more to say. */
  detail: LedgerDetailOrNull,
  /**
   * The ledger's own key (`round:610`, `lottery:order:4`): never shown. Still sent because builds made
   * before `detail` read it (an answer only adds: docs/wire-contract.md "Delivery of remotes").
   */
  reference: NullableString,
});
export type TransactionRecord = Static<typeof TransactionRecord>;

/** The window's count and net amount. */
export const TransactionSummary = Type.Object({ count: Type.Integer(), amount: Type.Integer() });
export type TransactionSummary = Static<typeof TransactionSummary>;

export const TransactionRecordPage = PageOf(TransactionRecord, { pageSize: Type.Integer(), summary: TransactionSummary });
export type TransactionRecordPage = Static<typeof TransactionRecordPage>;

/* Totals */

/** Over a window, in minor units: play, money in and out (withdrawals net of refunds), bonuses. */
export const ProfitReport = Type.Object({
  betAmount: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  winLoss: Type.Integer(),
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
  bonuses: Type.Integer(),
  byGameType: Type.Array(Type.Object({ gameType: Type.String(), betAmount: Type.Integer(), winLoss: Type.Integer() })),
});
export type ProfitReport = Static<typeof ProfitReport>;

export const VipLevel = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  /** Lifetime valid bet that reaches this level, minor units. */
  validBet: Type.Integer(),
  upgradeBonus: Type.Integer(),
  monthlyBonus: Type.Integer(),
});
export type VipLevel = Static<typeof VipLevel>;

/** `nextLevel` and `nextLevelAt` are null at the top level. Levels come from the lifetime valid bet (api/src/vip). */
export const VipStatus = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  nextLevel: NullableInteger,
  validBetTotal: Type.Integer(),
  nextLevelAt: NullableInteger,
  levels: Type.Array(VipLevel),
  /** The manual rebate's rate at this level, basis points (30: 0.3 %). */
  rebateRate: Type.Integer(),
  /** Per level, the same order as `levels`: its manual rebate rate, basis points. */
  rebateRates: Type.Array(Type.Integer()),
  /** What the programme issued into the reward centre (upgrade bonuses, rank salaries), newest first. */
  rewards: Type.Array(VipReward),
});
export type VipStatus = Static<typeof VipStatus>;

/** Lifetime figures, in minor units. */
export const CreditReport = Type.Object({
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
  validBet: Type.Integer(),
  winLoss: Type.Integer(),
  memberSince: Type.String(),
  level: Type.Integer(),
});
export type CreditReport = Static<typeof CreditReport>;

/* What a ledger entry is about (its own file: the agent's schemas use it too). */
export * from './ledger-detail';
