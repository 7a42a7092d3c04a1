import styles from './Forms.module.css';

/** A form-level message (a refusal that names no field, or a success), announced when it appears. */
export function FormMessage({ message, tone = 'error', testId }: { message: string | null | undefined; tone?: 'error' | 'success'; testId?: string }) {
  if (!message) return null;
  return (
    <p className={tone === 'error' ? styles.formError : styles.formSuccess} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {message}
    </p>
  );
}
