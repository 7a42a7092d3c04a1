import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './cx';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Shown under the input; marks the input invalid. */
  error?: string | null;
  /** Help text under the input while there is no error. */
  hint?: ReactNode;
  /** Something beside the input inside its frame: a show-password toggle, a captcha image. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, trailing, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const hasError = Boolean(error);
  const message = hasError ? error : hint;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={cx(styles.control, hasError && styles.invalid)}>
        <input
          {...inputProps}
          id={inputId}
          className={styles.input}
          aria-invalid={hasError || undefined}
          aria-describedby={message ? messageId : undefined}
        />
        {trailing}
      </div>
      {hasError ? (
        <p id={messageId} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
