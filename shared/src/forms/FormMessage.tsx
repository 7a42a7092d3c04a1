import type { ReactNode } from 'react';
import { cx } from '../ui/cx';
import styles from './Forms.module.css';

export interface FormMessageProps {
  /** Nothing is shown without one (text, or text with a link). */
  message: ReactNode;
  /** An error is an alert; a success a status. */
  tone?: 'error' | 'success';
  /** A long word (an account, a code) breaks anywhere rather than overflow a narrow screen. */
  wrapAnywhere?: boolean;
  testId?: string;
}

/** A form-level message (a server refusal that names no field, or a success), announced when it appears. */
export function FormMessage({ message, tone = 'error', wrapAnywhere, testId }: FormMessageProps) {
  if (!message) return null;
  return (
    <p className={cx(tone === 'error' ? styles.formError : styles.formSuccess, wrapAnywhere && styles.wrapAnywhere)} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {message}
    </p>
  );
}
