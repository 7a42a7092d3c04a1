import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './EmptyState.module.css';

/** What a section shows when there is nothing in it yet, and optionally what to do about it. */
export function EmptyState({ message, action, className }: { message: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <section className={cx(styles.empty, className)}>
      <p className={styles.message}>{message}</p>
      {action}
    </section>
  );
}
