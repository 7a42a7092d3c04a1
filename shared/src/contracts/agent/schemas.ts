// Agents: invitation codes (spec §4, §7) and the agent centre's team (spec §2).
import { Type, type Static } from '@sinclair/typebox';
import { Codes, CodesOrEmpty, PageOf, PagingFields, X_MESSAGE } from '../common/schemas';
import { LedgerDetailOrNull } from '../reports/ledger-detail';
import {
  DOWNLINE_KINDS,
  DOWNLINE_SCOPES,
  DOWNLINE_SORTS,
  DOWNLINE_STATUSES,
  INCOME_TYPES,
  SORT_ORDERS,
  TEAM_PERIODS,
  TEAM_TRANSACTION_TYPES,
} from './constants';

export const AffiliateQuery = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
  // The site the visitor came through (spec §7); accepted, not checked: codes are per merchant.
  domain: Type.Optional(Type.String({ maxLength: 255 })),
});
export type AffiliateQuery = Static<typeof AffiliateQuery>;

/** The account of the agent behind the code. */
export const AffiliateAgent = Type.Object({ agent: Type.String() });
export type AffiliateAgent = Static<typeof AffiliateAgent>;

/* The team. Amounts are integer minor units; days are site days `yyyy-MM-dd`. */

/** A string `enum` the validator reports as one rule, typed as the union (see ARCHITECTURE.md). */
const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

const TeamDay = Type.String({ maxLength: 10, [X_MESSAGE]: 'validation.date' });

export const TeamPeriod = Codes(TEAM_PERIODS);
export type TeamPeriod = Static<typeof TeamPeriod>;

/**
 * The period of a report: `period` (default `today`), or `from`/`to` with `custom` (also when a
 * date is given without a period): both required, at most 31 days in all.
 */
const PeriodFields = { period: Type.Optional(TeamPeriod), from: Type.Optional(TeamDay), to: Type.Optional(TeamDay) };
/** Narrow a report to downline accounts containing the text (any case), and to one level below the agent. */
const MemberFilterFields = {
  account: Type.Optional(Type.String({ maxLength: 32 })),
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 64 })),
};

export const TeamPeriodQuery = Type.Object(PeriodFields);
export type TeamPeriodQuery = Static<typeof TeamPeriodQuery>;

export const TeamReportQuery = Type.Object({ ...PeriodFields, ...MemberFilterFields, ...PagingFields });
export type TeamReportQuery = Static<typeof TeamReportQuery>;

export const TeamTransactionType = Codes(TEAM_TRANSACTION_TYPES);
export type TeamTransactionType = Static<typeof TeamTransactionType>;

export const TeamTransactionsQuery = Type.Object({ ...PeriodFields, type: Type.Optional(CodesOrEmpty(TEAM_TRANSACTION_TYPES)), ...MemberFilterFields, ...PagingFields });
export type TeamTransactionsQuery = Static<typeof TeamTransactionsQuery>;

/** The team's figures over a window (or one day of the chart). */
const TeamFigureFields = {
  /** Members created in the window. */
  newMembers: Type.Integer(),
  /** Members with at least one bet in the window. */
  activeMembers: Type.Integer(),
  betCount: Type.Integer(),
  betAmount: Type.Integer(),
  validBet: Type.Integer(),
  /** What the bets paid back (wins). */
  payout: Type.Integer(),
  deposits: Type.Integer(),
  /** Net of refunds of rejected withdrawals. */
  withdrawals: Type.Integer(),
  bonuses: Type.Integer(),
  /** The team's result, players' side: payout + bonuses − betAmount (negative: the team lost). */
  profit: Type.Integer(),
};

export const TeamDayFigures = Type.Object({ day: Type.String(), ...TeamFigureFields });
export type TeamDayFigures = Static<typeof TeamDayFigures>;

/** AGEINFO3, the agent centre's default page (agentTeamOverview). */
export const TeamOverview = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** Everyone below the agent now, and its direct downline. */
  teamSize: Type.Integer(),
  directCount: Type.Integer(),
  ...TeamFigureFields,
  /** The last 30 days up to today, oldest first, one entry a day (zeros included). */
  series: Type.Array(TeamDayFigures),
});
export type TeamOverview = Static<typeof TeamOverview>;

/* The downline (DOWNMAN, downlineManagmentView) */

export const DownlineQuery = Type.Object({
  scope: Type.Optional(Codes(DOWNLINE_SCOPES)),
  ...MemberFilterFields,
  kind: Type.Optional(CodesOrEmpty(DOWNLINE_KINDS)),
  status: Type.Optional(CodesOrEmpty(DOWNLINE_STATUSES)),
  sort: Type.Optional(Codes(DOWNLINE_SORTS)),
  order: Type.Optional(Codes(SORT_ORDERS)),
  ...PagingFields,
});
export type DownlineQuery = Static<typeof DownlineQuery>;

export const DownlineMember = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Type.String(),
  /** The member type (0 player, 1/2/41/42 agent). */
  type: Type.Integer(),
  kind: Codes(DOWNLINE_KINDS),
  /** Levels below the calling agent: 1 is a direct downline. */
  level: Type.Integer(),
  /** The account of the member's own upline. */
  upline: NullableString,
  /** MAIN wallet. */
  balance: Type.Integer(),
  /** Everyone below this member (a sub-agent's team). */
  teamSize: Type.Integer(),
  registeredAt: Type.String(),
  lastLoginAt: NullableString,
  /** The last site day with a bet, or null. */
  lastBetDay: NullableString,
  active: Type.Boolean(),
  /**
   * The member's cool-off or self-exclusion in force (api/src/protection), or null: the agent sees it
   * and cannot change it. Optional for the live builds that predate it.
   */
  protection: Type.Optional(Type.Union([Type.Object({ kind: Codes(['coolOff', 'selfExclusion'] as const), until: Type.String() }), Type.Null()])),
});
export type DownlineMember = Static<typeof DownlineMember>;

export const DownlinePage = PageOf(DownlineMember, { pageSize: Type.Integer() });
export type DownlinePage = Static<typeof DownlinePage>;

export const DownlineMemberParams = Type.Object({ memberId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type DownlineMemberParams = Static<typeof DownlineMemberParams>;

/** One member's own figures over a window. */
export const MemberFigures = Type.Object({
  betCount: Type.Integer(),
  betAmount: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
  bonuses: Type.Integer(),
  transfersIn: Type.Integer(),
  transfersOut: Type.Integer(),
  /** payout + bonuses − betAmount. */
  profit: Type.Integer(),
});
export type MemberFigures = Static<typeof MemberFigures>;

export const DownlineMemberDetail = Type.Object({
  member: DownlineMember,
  /** Since the member joined. */
  lifetime: MemberFigures,
  /** The last 30 days up to today. */
  recent: MemberFigures,
});
export type DownlineMemberDetail = Static<typeof DownlineMemberDetail>;

/* Team betting (TRANSBETREPMEM3, personalHistoryCopy) */

export const TeamBettingRow = Type.Object({
  memberId: Type.Integer(),
  account: Type.String(),
  level: Type.Integer(),
  betCount: Type.Integer(),
  betAmount: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  /** payout − betAmount. */
  winLoss: Type.Integer(),
});
export type TeamBettingRow = Static<typeof TeamBettingRow>;

export const TeamBettingSummary = Type.Object({
  members: Type.Integer(),
  betCount: Type.Integer(),
  betAmount: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  winLoss: Type.Integer(),
});
export type TeamBettingSummary = Static<typeof TeamBettingSummary>;

/** Members who bet in the window, by valid bet (largest first); the summary covers every page. */
export const TeamBettingPage = PageOf(TeamBettingRow, { pageSize: Type.Integer(), from: Type.String(), to: Type.String(), summary: TeamBettingSummary });
export type TeamBettingPage = Static<typeof TeamBettingPage>;

/* Team profit and loss (AGETEAMPNL3, palStatementsAgentCopy) */

export const TeamProfitRow = Type.Object({
  memberId: Type.Integer(),
  account: Type.String(),
  level: Type.Integer(),
  betAmount: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  bonuses: Type.Integer(),
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
  /** payout + bonuses − betAmount. */
  profit: Type.Integer(),
});
export type TeamProfitRow = Static<typeof TeamProfitRow>;

export const TeamProfitSummary = Type.Object({
  members: Type.Integer(),
  betAmount: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  bonuses: Type.Integer(),
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
  profit: Type.Integer(),
});
export type TeamProfitSummary = Static<typeof TeamProfitSummary>;

/** Members with any activity in the window, the biggest losses (lowest profit) first. */
export const TeamProfitPage = PageOf(TeamProfitRow, { pageSize: Type.Integer(), from: Type.String(), to: Type.String(), summary: TeamProfitSummary });
export type TeamProfitPage = Static<typeof TeamProfitPage>;

/* My income (AGEREV3, agentRevenueReport) */

export const IncomeType = Codes(INCOME_TYPES);
export type IncomeType = Static<typeof IncomeType>;

export const AgentIncome = Type.Object({
  from: Type.String(),
  to: Type.String(),
  total: Type.Integer(),
  /** One line per income type, in `INCOME_TYPES` order (zeros included). */
  lines: Type.Array(Type.Object({ type: IncomeType, amount: Type.Integer() })),
  /** Every day of the window, oldest first. */
  days: Type.Array(Type.Object({ day: Type.String(), amount: Type.Integer() })),
});
export type AgentIncome = Static<typeof AgentIncome>;

/* The team's money movements (AGEDOWNTRANS3, agentDownlineTransactionDetailsCopy) */

export const TeamTransaction = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  memberId: Type.Integer(),
  account: Type.String(),
  level: Type.Integer(),
  type: TeamTransactionType,
  /** The ledger kind (`deposit`, `withdrawal`, `withdrawal.refund`, `transfer.upline`, …). */
  kind: Type.String(),
  /** Signed, the member's side: money in is positive. */
  amount: Type.Integer(),
  /** What it is about, from the member's side: the order, the counterparty (`LedgerDetail`). */
  detail: LedgerDetailOrNull,
  /** The ledger's own key: never shown; still sent for builds made before `detail`. */
  reference: NullableString,
});
export type TeamTransaction = Static<typeof TeamTransaction>;

export const TeamTransactionSummary = Type.Object({
  count: Type.Integer(),
  deposits: Type.Integer(),
  /** Net of refunds. */
  withdrawals: Type.Integer(),
  transfersIn: Type.Integer(),
  transfersOut: Type.Integer(),
});
export type TeamTransactionSummary = Static<typeof TeamTransactionSummary>;

/** Newest first; the summary covers every page of the filtered window. */
export const TeamTransactionPage = PageOf(TeamTransaction, { pageSize: Type.Integer(), from: Type.String(), to: Type.String(), summary: TeamTransactionSummary });
export type TeamTransactionPage = Static<typeof TeamTransactionPage>;

/* Account opening, invite links and transfers to the downline (their own files, one namespace). */
export * from './opening-schemas';
export * from './transfer-schemas';
