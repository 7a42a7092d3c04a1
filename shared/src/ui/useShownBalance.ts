import { useBalance, type BalanceState } from '@portal/kernel';
import { formatMoney } from '../contracts/money';
import { MASKED_MONEY } from '../format/money';

/** Shown until the first balance arrives. */
export const NO_BALANCE = '—';

/**
 * The wallet balance as every page shows it: the symbol, then the amount with its decimals, `****`
 * while the member hides it (the header's eye button: `masked`), `—` before the first figure. A
 * refresh in flight (`loading`) keeps the last figure: it stays right until a new one comes.
 */
export function balanceText({ balance, decimals, currencySymbol, masked }: Pick<BalanceState, 'balance' | 'decimals' | 'currencySymbol' | 'masked'>): string {
  const amount = balance === null ? NO_BALANCE : masked ? MASKED_MONEY : formatMoney(balance, decimals);
  return `${currencySymbol} ${amount}`;
}

/** `balanceText` of the bus's balance (`useBalance`), so a page follows the shell's eye button. */
export function useShownBalance(): string {
  return balanceText(useBalance());
}
