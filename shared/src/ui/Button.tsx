import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';
import { cx } from './cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and blocks further clicks, e.g. while a submit is in flight. */
  loading?: boolean;
  /** Full width of its container. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      // type="button" by default: a kit button inside a form must not submit it by surprise.
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(styles.button, styles[variant], block && styles.block, loading && styles.loading, className)}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
