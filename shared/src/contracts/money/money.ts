// The one money module: amounts are integers of the currency's minor unit everywhere (1 K = 100),
// on the wire, in the ledger and in every form. The API and the front ends format, parse and check
// them with these functions alone, so a limit reads the same in an error message and under a field.

declare const minorUnits: unique symbol;

/** An amount in minor units (an integer). Branded so that a major-unit number can't pass for one. */
export type Minor = number & { readonly [minorUnits]: true };

/** The site currency (MMK shown as `K`, 2 decimals). */
export const CURRENCY = 'MMK';
export const CURRENCY_SYMBOL = 'K';
export const CURRENCY_DECIMALS = 2;

/** A safe integer read as minor units; anything else is a programming error. */
export function minor(value: number): Minor {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an amount in minor units: ${value}`);
  return value as Minor;
}

/** 10,000.00 → 1000000: for seeds and tests that think in major units. */
export function toMinorUnits(major: number, decimals = CURRENCY_DECIMALS): Minor {
  return minor(Math.round(major * 10 ** decimals));
}

/** Shown for an amount that is not a number, rather than "NaN". */
const NOT_A_NUMBER = '--';

/**
 * Formats minor units with thousands separators: 1234567 → '12,345.67'. Done on the digit string,
 * not with floating-point division, so large amounts never pick up rounding errors. A fractional
 * input is rounded to the nearest minor unit.
 */
export function formatMoney(amount: number, decimals = CURRENCY_DECIMALS): string {
  if (!Number.isFinite(amount)) return NOT_A_NUMBER;
  const places = Math.max(0, Math.trunc(decimals));
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  // String() of an integer below 1e21 is its plain digits (no exponent, no grouping); toLocaleString
  // built a number formatter on every call, which the jackpot's ticking made a hot path.
  const size = Math.abs(rounded);
  const digits = (size < 1e21 ? String(size) : size.toLocaleString('en-US', { useGrouping: false })).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits.slice(digits.length - places);
  return places > 0 ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** 123456 → 'K 1,234.56'. */
export function formatMoneyWithSymbol(amount: number, symbol = CURRENCY_SYMBOL, decimals = CURRENCY_DECIMALS): string {
  return `${symbol} ${formatMoney(amount, decimals)}`.trim();
}

/**
 * What a person typed, in minor units: '123.45' → 12345 with 2 decimals. Null when it is not a plain
 * non-negative decimal with at most `decimals` places (no signs, exponents or separators).
 */
export function parseAmount(text: string, decimals = CURRENCY_DECIMALS): Minor | null {
  const match = new RegExp(decimals > 0 ? `^(\\d+)(?:\\.(\\d{0,${decimals}}))?$` : '^(\\d+)()$').exec(text.trim());
  if (!match) return null;
  const value = Number(`${match[1] ?? '0'}${(match[2] ?? '').padEnd(decimals, '0')}`);
  return Number.isSafeInteger(value) ? (value as Minor) : null;
}

export interface AmountLimits {
  min?: number | null;
  max?: number | null;
  /** What the wallet can give (the balance, today's room): above it is "more than available". */
  available?: number | null;
}

/** Why an amount is refused, or null when it is fine. */
export type AmountProblem = 'format' | 'positive' | 'range' | 'min' | 'max' | 'available';

/**
 * The one amount rule: a positive safe integer of minor units within the limits. The API refuses
 * with it (a string "100" is refused, not read as a number); the forms check the parsed text with it.
 */
export function amountProblem(value: unknown, limits: AmountLimits = {}): AmountProblem | null {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'format';
  if (value <= 0) return 'positive';
  const { min, max, available } = limits;
  if (min != null && max != null && (value < min || value > max)) return 'range';
  if (min != null && value < min) return 'min';
  if (max != null && value > max) return 'max';
  if (available != null && value > available) return 'available';
  return null;
}

/** Type guard over `amountProblem`. */
export const isAmount = (value: unknown, limits?: AmountLimits): value is Minor => amountProblem(value, limits) === null;
