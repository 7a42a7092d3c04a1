import { useCallback } from 'react';
import { useBalance } from '@portal/shared';
import { formatMoney, formatMoneyWithSymbol } from '@portal/shared/contracts';

/** Minor units as the player types them back: 12345 → '123.45'. */
export function amountInput(minor: number, decimals?: number): string {
  return formatMoney(minor, decimals).replace(/,/g, '');
}

/** Formats minor units with the wallet's currency symbol: `K 1,234.50` ('—' for none). */
export function useMoney(): (minor: number | null | undefined) => string {
  const { currencySymbol, decimals } = useBalance();
  return useCallback((minor) => (minor === null || minor === undefined ? '—' : formatMoneyWithSymbol(minor, currencySymbol, decimals)), [currencySymbol, decimals]);
}
