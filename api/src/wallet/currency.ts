/** The site currency. Amounts everywhere are integers of its minor unit (1 K = 100 minor units). */
export const CURRENCY = 'MMK';
export const CURRENCY_SYMBOL = 'K';
export const CURRENCY_DECIMALS = 2;

/** 10,000.00 → 1000000: for seeds and tests that think in major units. */
export function toMinorUnits(major: number): number {
  return Math.round(major * 10 ** CURRENCY_DECIMALS);
}
