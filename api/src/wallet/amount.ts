import { amountProblem, formatMoney, type Minor } from '@portal/shared/contracts';
import { validationFailed } from '../http/api-error';
import type { MessageKey } from '../http/messages';

/** A member's transfer between wallets, or to the upline: 0.01 to 1,000,000.00 (minor units). */
export const TRANSFER_LIMITS = { min: 1, max: 100_000_000 } as const;

/**
 * The contract's amount rule (one rule for the API and the forms): a positive safe integer of minor
 * units within the limits, else 400 `validation.failed` naming the field and the limits. The schema
 * leaves the type open on purpose (MinorAmount), so that a string, a fraction or a null gets this
 * message with the limits, not a bare format error.
 */
export function checkAmount(
  value: unknown,
  limits: { min: number; max: number } = TRANSFER_LIMITS,
  field = 'amount',
  key: MessageKey = 'validation.amount',
  format: (minor: number) => string = formatMoney,
): Minor {
  if (amountProblem(value, limits) !== null) throw validationFailed(field, key, { min: format(limits.min), max: format(limits.max) });
  return value as Minor;
}
