import { formatMoneyWithSymbol, type Minor } from '@portal/shared/contracts';
import type { MessageKey } from '../http/messages';
import { checkAmount } from '../wallet';

/**
 * The contract's amount rule (the wallet's `checkAmount`) on a funds amount: anything outside the
 * limits is 400 validation.failed on the field, with a message naming the limits with the currency
 * symbol: `amount: must be from K 100.00 to K 50,000.00`.
 */
export function checkFundsAmount(value: unknown, min: number, max: number, field = 'amount', key: MessageKey = 'funds.amount'): Minor {
  return checkAmount(value, { min, max }, field, key, formatMoneyWithSymbol);
}
