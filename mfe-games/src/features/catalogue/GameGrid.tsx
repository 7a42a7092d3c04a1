import { useEffect, type ReactNode } from 'react';
import { Button, canObserve, EmptyState, ErrorState, GAME_LIST_PAGE_SIZE, type GameItem, type QueryStatus, Spinner, useInView } from '@portal/shared';
import { useGamesTranslation } from '../../i18n';
import type { LaunchOutcome } from '../launch';
import { GameCard, GameCardSkeleton } from './GameCard';
import styles from './Catalogue.module.css';

export interface GameGridProps {
  /** Names the list for screen readers. */
  label: string;
  games: readonly GameItem[];
  /** Of the list's query (`idle` shows as loading). */
  status: QueryStatus;
  error?: string | null;
  onRetry: () => void;
  emptyMessage: ReactNode;
  emptyAction?: ReactNode;
  /** Infinite scroll: more pages exist, one is loading, or loading it failed. */
  hasMore?: boolean;
  loadingMore?: boolean;
  moreFailed?: boolean;
  onLoadMore?: () => void;
  onLaunched?: (outcome: LaunchOutcome) => void;
  /** How many skeleton cards stand in for the first page. */
  skeletons?: number;
}

/** Games as a grid, with skeletons, the empty and error states, and infinite scroll. */
export function GameGrid({
  label,
  games,
  status,
  error,
  onRetry,
  emptyMessage,
  emptyAction,
  hasMore = false,
  loadingMore = false,
  moreFailed = false,
  onLoadMore,
  onLaunched,
  skeletons = GAME_LIST_PAGE_SIZE / 2,
}: GameGridProps) {
  const { t } = useGamesTranslation();
  const busy = status === 'loading' || loadingMore;

  let body: ReactNode;
  if (status === 'failed') {
    body = <ErrorState message={error || t('catalogue.loadFailed')} onRetry={onRetry} />;
  } else if (status === 'loading' || status === 'idle') {
    body = (
      <div className={styles.grid}>
        {Array.from({ length: skeletons }, (_, index) => (
          <GameCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (games.length === 0) {
    body = <EmptyState message={emptyMessage} action={emptyAction} />;
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-label={label}>
          {games.map((game) => (
            <li key={game.nodeId} className={styles.cell}>
              <GameCard game={game} onLaunched={onLaunched} />
            </li>
          ))}
        </ul>
        {loadingMore && (
          <div className={styles.more}>
            <Spinner label={t('catalogue.loadingMore')} />
          </div>
        )}
        {moreFailed && onLoadMore && <ErrorState message={t('catalogue.moreFailed')} onRetry={onLoadMore} />}
        {hasMore && !moreFailed && onLoadMore && <LoadMoreSentinel onVisible={onLoadMore} busy={loadingMore} />}
      </>
    );
  }

  return (
    <section className={styles.gridSection} aria-busy={busy} data-testid="game-grid">
      {body}
    </section>
  );
}

/** Asks for the next page whenever it is on screen and nothing is loading (still on screen after a page → again). */
function LoadMoreSentinel({ onVisible, busy }: { onVisible: () => void; busy: boolean }) {
  const { t } = useGamesTranslation();
  const [ref, inView] = useInView<HTMLDivElement>({ rootMargin: '200px 0px' });
  const observing = canObserve();
  useEffect(() => {
    if (observing && inView && !busy) onVisible();
  }, [observing, inView, busy, onVisible]);
  if (!observing) {
    return (
      <div className={styles.more}>
        <Button variant="secondary" onClick={onVisible} loading={busy}>
          {t('catalogue.loadMore')}
        </Button>
      </div>
    );
  }
  return <div ref={ref} className={styles.sentinel} data-testid="load-more-sentinel" aria-hidden="true" />;
}
