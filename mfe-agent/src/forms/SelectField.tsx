import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './Forms.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  error?: string | null;
  children: ReactNode;
}

/** A labelled native select (keyboard and screen readers for free), 44 px high, its error under it. */
export function SelectField({ label, error, children, id, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={styles.select}>
      <label htmlFor={selectId}>{label}</label>
      <select {...rest} id={selectId} className={styles.control} aria-invalid={Boolean(error) || undefined} aria-describedby={error ? `${selectId}-error` : undefined}>
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
