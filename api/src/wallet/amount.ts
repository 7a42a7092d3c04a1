import { validationFailed } from '../http/api-error';
import { CURRENCY_DECIMALS } from './currency';

/** A member's transfer between wallets, or to the upline: 0.01 to 1,000,000.00 (minor units). */
export const TRANSFER_LIMITS = { min: 1, max: 100_000_000 } as const;

/** 100000 → "1,000.00": limits in messages, as the member reads amounts. */
export function formatMoney(minor: number): string {
  return (minor / 10 ** CURRENCY_DECIMALS).toLocaleString('en-US', {
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
  });
}

/**
 * The contract's amount rule: a positive safe integer of minor units within the limits, else 400
 * `validation.failed` naming the field and the limits. The schema leaves the type open on purpose:
 * Fastify's ajv coerces "100" to 100, and a string must be refused, not read as a number.
 */
export function checkAmount(value: unknown, limits: { min: number; max: number } = TRANSFER_LIMITS, field = 'amount'): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < limits.min || value > limits.max) {
    throw validationFailed(field, 'validation.amount', { min: formatMoney(limits.min), max: formatMoney(limits.max) });
  }
  return value;
}
