import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared';
import { useCommonTranslation } from './i18n';
import type { RemoteState } from './useRemote';
import styles from './Common.module.css';

/**
 * The three faces of a loaded section: a skeleton while the first answer comes, the error with a retry,
 * the empty message, or the content (kept, dimmed, while a newer query loads).
 */
export function RemoteView<T>({
  state,
  onRetry,
  isEmpty,
  empty,
  children,
}: {
  state: RemoteState<T>;
  onRetry: () => void;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useCommonTranslation();
  if (state.status === 'failed') return <ErrorState message={state.error ?? t('loadFailed')} onRetry={onRetry} />;
  if (state.data === null) {
    return (
      <div aria-busy="true" className={styles.loading}>
        <span className={styles.visuallyHidden} role="status">
          {t('loading')}
        </span>
        <Skeleton lines={4} height={20} />
      </div>
    );
  }
  if (isEmpty?.(state.data)) return <EmptyState message={empty ?? t('empty')} />;
  return (
    <div aria-busy={state.status === 'loading' || undefined} className={state.status === 'loading' ? styles.stale : undefined}>
      {children(state.data)}
    </div>
  );
}
