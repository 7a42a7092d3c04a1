import styles from './Spinner.module.css';
import { cx } from './cx';
import { useSharedTranslation } from './useSharedTranslation';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; defaults to "Loading…" in the current language. */
  label?: string;
  /** Inside something that already says it is busy (a loading button): hide it from assistive tech. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useSharedTranslation();
  const classes = cx(styles.spinner, styles[size], className);
  if (decorative) return <span className={classes} aria-hidden="true" />;
  return <span className={classes} role="status" aria-label={label ?? t('actions.loading')} />;
}
