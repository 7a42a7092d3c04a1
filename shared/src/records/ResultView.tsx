import type { ReactNode } from 'react';
import type { QueryResult } from '../query';
import { EmptyState, ErrorState, Skeleton } from '../ui';
import { useRecordsTranslation } from './i18n';
import styles from './Records.module.css';

/**
 * The faces of a section loaded with `useQuery`: a skeleton while the first answer comes, the error
 * with Retry (the server's message as it was worded, in the reader's language), the empty message,
 * or the content (kept, dimmed, while a newer query loads).
 */
export function ResultView<T>({
  query,
  isEmpty,
  empty,
  children,
  reserve,
}: {
  query: QueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
  /**
   * The height the skeleton keeps (a CSS length) for content much taller than its four lines, so what
   * follows the section does not jump when the content arrives.
   */
  reserve?: string;
}) {
  const { t } = useRecordsTranslation();
  if (query.status === 'failed') return <ErrorState message={query.error ?? t('loadFailed')} onRetry={query.retry} />;
  if (query.data === null) {
    return (
      <div aria-busy="true" className={styles.loading} style={reserve ? { minHeight: reserve } : undefined}>
        <span className={styles.visuallyHidden} role="status">
          {t('loading')}
        </span>
        <Skeleton lines={4} height={20} />
      </div>
    );
  }
  if (isEmpty?.(query.data)) return <EmptyState message={empty ?? t('empty')} />;
  return (
    <div aria-busy={query.loading || undefined} className={query.loading ? styles.stale : undefined}>
      {children(query.data)}
    </div>
  );
}
