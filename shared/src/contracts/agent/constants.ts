// The agent centre's team calls (spec §2 agent centre pages, DOMAIN "Agent contracts and salaries").

/** The overview's and the reports' periods: site days (Myanmar time); `custom` takes `from`/`to`. */
export const TEAM_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
/** A custom period counts at most this many days, both ends included (spec §9's date filters). */
export const TEAM_MAX_RANGE_DAYS = 31;
/** The overview's chart: one point a day, this many days up to today. */
export const TEAM_SERIES_DAYS = 30;

/** The downline list: direct downline only, or every level below. */
export const DOWNLINE_SCOPES = ['direct', 'all'] as const;
/** A downline account's kind: a player, or a sub-agent with a team of its own. */
export const DOWNLINE_KINDS = ['member', 'agent'] as const;
/** Active: placed at least one bet in the last `TEAM_SERIES_DAYS` days. */
export const DOWNLINE_STATUSES = ['active', 'inactive'] as const;
export const DOWNLINE_SORTS = ['registered', 'balance', 'lastLogin'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** The team's money movements (AGEDOWNTRANS3): each type and the ledger kinds it stands for. */
export const TEAM_TRANSACTION_TYPES = ['deposit', 'withdrawal', 'transfer'] as const;

/**
 * What an agent earns (AGEREV3), one line each: its own bonuses, the transfers it received, and what
 * its upline's contracts paid it (salaries of every kind, dividends). A rebate line comes with the
 * first rebate movement of the platform.
 */
export const INCOME_TYPES = ['bonus', 'transferIn', 'salary', 'dividend'] as const;

/*
 * Account opening (REGCEN), invite links and transfers to the downline. A new account and an
 * invite link are of one of `DOWNLINE_KINDS`: a player, or a sub-agent with an invitation code of its own.
 */

/** An invite link is enabled until its agent disables it (for good: a disabled code stays refused). */
export const LINK_STATUSES = ['enabled', 'disabled'] as const;

/** A red envelope (AGENTRANSMULTDOWN3) is split equally or at random, on the server. */
export const ENVELOPE_SPLITS = ['equal', 'random'] as const;
/** At most this many direct downlines share one red envelope (one ledger movement of ≤ 32 legs). */
export const ENVELOPE_MAX_RECEIVERS = 30;

/**
 * The ledger kinds the agent's transfers write: variants of `transfer` (so the records' `transfer`
 * filter and the team reports count them with `transfer.upline`).
 */
export const AGENT_TRANSFER_KINDS = ['transfer.downline', 'transfer.envelope'] as const;
export type AgentTransferKind = (typeof AGENT_TRANSFER_KINDS)[number];
