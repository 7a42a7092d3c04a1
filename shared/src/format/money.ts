/** What a masked balance shows instead of the amount. */
export const MASKED_MONEY = '****';

/** Shown for an amount that is not a number, rather than "NaN". */
const NOT_A_NUMBER = '--';

/**
 * Formats integer minor units with thousands separators: 1234567 → '12,345.67'. Done on the digit
 * string, not with floating-point division, so large amounts never pick up rounding errors.
 * A fractional input is rounded to the nearest minor unit.
 */
export function formatMoney(minor: number, decimals = 2): string {
  if (!Number.isFinite(minor)) return NOT_A_NUMBER;
  const places = Math.max(0, Math.trunc(decimals));
  const rounded = Math.round(minor);
  const sign = rounded < 0 ? '-' : '';
  const digits = Math.abs(rounded).toLocaleString('en-US', { useGrouping: false }).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits.slice(digits.length - places);
  return places > 0 ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}
