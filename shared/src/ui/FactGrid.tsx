import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './FactGrid.module.css';

export interface Fact {
  label: ReactNode;
  value: ReactNode;
  /** For tests and analytics: `data-testid` on the value. */
  testId?: string;
}

/** Label-and-value tiles: who is logged in, a balance, the settings of a page. */
export function FactGrid({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={cx(styles.grid, className)}>
      {facts.map((fact, index) => (
        <div key={index} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value} data-testid={fact.testId}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
