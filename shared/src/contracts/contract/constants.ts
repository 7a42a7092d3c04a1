// Agent contracts and salaries (spec §2, §3 Contract, §4 Contracts, DOMAIN "Agent contracts
// and salaries"). Rates are integers: a percentage in basis points (1250 = 12.50 %), a fixed amount in
// minor units; money is minor units everywhere.

/**
 * The four kinds an upline signs with a direct downline: a dividend on the team's net loss, and
 * salaries on the team's valid bets paid per day, per hour, or every 5 minutes.
 */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;

/** A dividend is per product key, or CONS for all products together. Salaries are for all products. */
export const CONTRACT_PRODUCTS = ['CONS', 'LIVE', 'RNG', 'SPORTS', 'LOTT', 'ELOTT', 'FISH', 'PVP'] as const;

/** A dividend's period: D daily, W weekly (Monday to Sunday), H semimonthly (1–15, 16–end), M monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;

/**
 * A contract's status (spec §4): P a new request and E an amendment, both waiting for the downline;
 * A signed (in force); R refused (a refused new request ends there; a refused amendment leaves the
 * signed terms in force, A); V a termination asked by one side, waiting for the other; C terminated.
 */
export const CONTRACT_STATUSES = ['P', 'E', 'A', 'R', 'V', 'C'] as const;
/** Statuses of a contract that still binds or may bind (one such contract per pair, kind and product). */
export const LIVE_CONTRACT_STATUSES = ['P', 'E', 'A', 'V'] as const satisfies readonly (typeof CONTRACT_STATUSES)[number][];

/**
 * What the downline answers (MCS2_processDividendReq and the others): A accept (or, to a termination
 * the upline asked, keep), R refuse, C confirm the termination the upline asked, V ask to terminate.
 */
export const CONTRACT_ANSWERS = ['A', 'R', 'C', 'V'] as const;
/** What the upline does to the termination of a signed contract: V ask, C confirm the downline's ask, A keep it. */
export const TERMINATION_ANSWERS = ['V', 'C', 'A'] as const;

/** A salary tier's rate type: P a percentage of the team's valid bet, F a fixed amount. */
export const RATE_TYPES = ['P', 'F'] as const;

/** Tiers a contract may have. */
export const CONTRACT_MAX_TIERS = 10;
/** 100 % in basis points: no rate is above it. */
export const RATE_BASIS = 10_000;

/** Which side of a contract the caller is. */
export const CONTRACT_SIDES = ['upline', 'downline'] as const;

/** The ledger kinds of a settlement's payment: a salary (daily, hourly, real-time) or a dividend. */
export const CONTRACT_PAYMENT_KINDS = ['salary', 'dividend'] as const;

/** A settlement: `none` no tier reached (nothing owed), `paid`, or `unpaid` (the upline's balance did not cover it: it is frozen until paid). */
export const SETTLEMENT_STATUSES = ['none', 'paid', 'unpaid'] as const;

/** The salary kinds (each pays per its own period: a site day, a site hour, a 5-minute window). */
export const SALARY_KINDS = ['dailySalary', 'hourlySalary', 'realtimeSalary'] as const satisfies readonly (typeof CONTRACT_KINDS)[number][];

/**
 * A salary the platform pays (a top agent's contracts) is for real work: every tier asks at least
 * this many active members (and at least the site's minimum valid bet, `platformSalaryMinimumBet`).
 */
export const PLATFORM_SALARY_MIN_ACTIVE_MEMBERS = 1;

/** How often real-time salaries settle (spec §9: every 5 minutes). */
export const REALTIME_SALARY_MINUTES = 5;
