import type { ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import styles from './ErrorState.module.css';
import { useSharedTranslation } from './useSharedTranslation';

export interface ErrorStateProps {
  message: ReactNode;
  title?: ReactNode;
  /** Without it there is no retry button (nothing to retry). */
  onRetry?: () => void;
  /** Defaults to "Retry" in the current language. */
  retryLabel?: ReactNode;
  className?: string;
}

/** What a failed section shows in place of its content: the reason and a way to try again. */
export function ErrorState({ message, title, onRetry, retryLabel, className }: ErrorStateProps) {
  const { t } = useSharedTranslation();
  return (
    <div role="alert" className={cx(styles.errorState, className)}>
      {title && <p className={styles.title}>{title}</p>}
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('actions.retry')}
        </Button>
      )}
    </div>
  );
}
