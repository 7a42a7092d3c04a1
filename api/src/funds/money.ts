import { validationFailed } from '../http/api-error';
import type { MessageKey } from '../http/messages';
import { CURRENCY_DECIMALS, CURRENCY_SYMBOL } from '../wallet/currency';

/** 123456 → "1,234.56" (minor units to the site's notation, no symbol). */
export function formatAmount(minor: number): string {
  return (minor / 10 ** CURRENCY_DECIMALS).toLocaleString('en-US', {
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
  });
}

/** 123456 → "K 1,234.56". */
export function formatMoney(minor: number): string {
  return `${CURRENCY_SYMBOL} ${formatAmount(minor)}`;
}

/**
 * The contract's amount rule: a positive safe integer of minor units within the limits; anything else
 * (zero, negative, fractional, out of range, not a number) is 400 validation.failed on the field, with a
 * message naming the limits: `amount: must be from K 100.00 to K 50,000.00`.
 */
export function checkAmount(value: unknown, min: number, max: number, field = 'amount', key: MessageKey = 'funds.amount'): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0 || value < min || value > max) {
    throw validationFailed(field, key, { min: formatMoney(min), max: formatMoney(max) });
  }
  return value;
}
