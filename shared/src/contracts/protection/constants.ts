/*
 * Player protection (responsible gambling): the limits a player sets on itself, the cool-off and the
 * self-exclusion. The API enforces them in the transaction that moves the money (api/src/protection).
 */

/** What a money limit caps in its period: deposits credited or ordered, stakes net of wins, stakes. */
export const PROTECTION_MONEY_LIMITS = ['deposit', 'loss', 'wager'] as const;
export type ProtectionMoneyLimit = (typeof PROTECTION_MONEY_LIMITS)[number];

/** The periods of a money limit, on the site's calendar (Myanmar time): a day, a week from Monday, a calendar month. */
export const PROTECTION_PERIODS = ['day', 'week', 'month'] as const;
export type ProtectionPeriod = (typeof PROTECTION_PERIODS)[number];

/** Every limit: the money limits, and the session limit (minutes a signed-in session may last). */
export const PROTECTION_LIMIT_KINDS = [...PROTECTION_MONEY_LIMITS, 'session'] as const;
export type ProtectionLimitKind = (typeof PROTECTION_LIMIT_KINDS)[number];

/** The longest session limit a player may set: a day. */
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

/**
 * How often the shell stops play to show the time played and the net result since sign-in (the
 * reality check), in minutes: the player picks one; without a choice, every hour.
 */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const REALITY_CHECK_DEFAULT_MINUTES: RealityCheckMinutes = 60;

/** Raising or removing a limit waits this long; lowering one applies at once. */
export const PROTECTION_RAISE_DELAY_MS = 24 * 3_600_000;

/** A cool-off's lengths, and a self-exclusion's. Neither can be shortened; each ends by itself. */
export const COOL_OFF_LENGTHS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_LENGTHS = ['6m', '1y', '5y'] as const;
export const EXCLUSION_LENGTHS = [...COOL_OFF_LENGTHS, ...SELF_EXCLUSION_LENGTHS] as const;
export type ExclusionLength = (typeof EXCLUSION_LENGTHS)[number];
export type ExclusionKind = 'coolOff' | 'selfExclusion';

export const exclusionKindOf = (length: ExclusionLength): ExclusionKind => ((COOL_OFF_LENGTHS as readonly string[]).includes(length) ? 'coolOff' : 'selfExclusion');

/**
 * The refusals (their `value` is a `ProtectionRefusal`: which limit, what remains and when it resets):
 * - `protection.deposit.limit` (400): a deposit order above what the deposit limit leaves;
 * - `protection.loss.limit` (400): a stake that could take the period's loss past the loss limit;
 * - `protection.wager.limit` (400): a stake that would take the period's stakes past the wager limit;
 * - `protection.excluded` (403): a bet, deposit, transfer into a game or promotion call during a
 *   cool-off or self-exclusion (its value: `{ kind, until }`);
 * - `protection.session.limit` (401): the session limit was reached; the session has ended;
 * - `protection.exclusion.shorter` (400): asked for an exclusion that ends before the one in force.
 */
export const PROTECTION_ERRORS = [
  'protection.deposit.limit',
  'protection.loss.limit',
  'protection.wager.limit',
  'protection.excluded',
  'protection.session.limit',
  'protection.exclusion.shorter',
] as const;
export type ProtectionError = (typeof PROTECTION_ERRORS)[number];
