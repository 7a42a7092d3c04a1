import { useCallback } from 'react';
import { formatMoney, useBalance } from '@portal/shared';
import { parseAmountText } from './forms';

/**
 * What the player typed, in minor units: '123.45' → 12345 with 2 decimals. Null when it is not a plain
 * positive decimal with at most `decimals` places (no signs, exponents or separators).
 */
export function parseAmount(text: string, decimals = 2): number | null {
  return parseAmountText(text, decimals);
}

/** Minor units as the player types them back: 12345 → '123.45'. */
export function amountInput(minor: number, decimals = 2): string {
  return formatMoney(minor, decimals).replace(/,/g, '');
}

/** Formats minor units with the wallet's currency symbol: `K 1,234.50`. */
export function useMoney(): (minor: number | null | undefined) => string {
  const { currencySymbol, decimals } = useBalance();
  return useCallback(
    (minor) => (minor === null || minor === undefined ? '—' : `${currencySymbol} ${formatMoney(minor, decimals)}`.trim()),
    [currencySymbol, decimals],
  );
}
