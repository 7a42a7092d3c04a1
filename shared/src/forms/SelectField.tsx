import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from '../ui/cx';
import styles from './Forms.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  error?: string | null;
  /** A touch target of 44 px that shrinks with its column (default: 40 px, as the kit's text fields). */
  touch?: boolean;
  children: ReactNode;
}

/** A labelled native select (keyboard and screen readers for free) with its error under it. */
export function SelectField({ label, error, touch, children, id, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={cx(styles.select, touch && styles.shrink)}>
      <label htmlFor={selectId}>{label}</label>
      <select {...rest} id={selectId} className={cx(styles.control, touch && styles.touch)} aria-invalid={Boolean(error) || undefined} aria-describedby={error ? `${selectId}-error` : undefined}>
        {children}
      </select>
      {error && (
        <span id={`${selectId}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
