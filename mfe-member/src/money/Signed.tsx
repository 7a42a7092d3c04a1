import { cx } from '../layout';
import { useMoney } from './money';
import styles from './Money.module.css';

/** A win/loss or ledger amount: green with a plus when positive, red when negative. */
export function Signed({ amount }: { amount: number }) {
  const money = useMoney();
  return <span className={cx(amount > 0 && styles.positive, amount < 0 && styles.negative)}>{amount > 0 ? `+${money(amount)}` : money(amount)}</span>;
}
