import { useCallback } from 'react';
import { useBalance } from '@portal/kernel';
import { formatMoneyWithSymbol } from '../contracts/money/money';
import { cx } from '../ui/cx';
import styles from './Records.module.css';

/** Formats minor units with the wallet's currency symbol: `K 1,234.50` ('—' for none). */
export function useMoney(): (minor: number | null | undefined) => string {
  const { currencySymbol, decimals } = useBalance();
  return useCallback((minor) => (minor === null || minor === undefined ? '—' : formatMoneyWithSymbol(minor, currencySymbol, decimals)), [currencySymbol, decimals]);
}

/** A win/loss or ledger amount: green with a plus when positive, red when negative. */
export function Signed({ amount }: { amount: number }) {
  const money = useMoney();
  return <span className={cx(amount > 0 && styles.positive, amount < 0 && styles.negative)}>{amount > 0 ? `+${money(amount)}` : money(amount)}</span>;
}
