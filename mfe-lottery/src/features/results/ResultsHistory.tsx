import { http } from '@portal/kernel';
import { Button, EmptyState, ErrorState, Skeleton, usePagedQuery, useSiteDate } from '@portal/shared';
import { lotteryOpenedNumeros, type LotteryDrawResult } from '@portal/shared/contracts';
import { useLotteryTranslation } from '../../i18n';
import type { CatalogGame } from '../catalog';
import { useNames } from '../names';
import { ResultTable } from './ResultTable';
import styles from './Results.module.css';

const PAGE_SIZE = 10;

export interface ResultsHistoryProps {
  game: CatalogGame;
  /** Changes when a draw was drawn (the page learnt it): the first page is read again. */
  refreshKey: unknown;
  onVerify: (draw: LotteryDrawResult) => void;
}

/** The game's drawn draws, newest first, each with its result table; more pages on request. */
export function ResultsHistory({ game, refreshKey, onVerify }: ResultsHistoryProps) {
  const { t } = useLotteryTranslation();
  const date = useSiteDate();
  const names = useNames();
  const history = usePagedQuery(
    (pageNo, signal) => http.call(lotteryOpenedNumeros, { gameId: game.gameId, pageNo, pageSize: PAGE_SIZE }, { signal }),
    [game.gameId, refreshKey],
    { keyOf: (draw) => draw.numero },
  );
  if (history.status === 'failed') return <ErrorState message={history.error ?? t('loadFailed')} onRetry={history.retry} />;
  if (history.status !== 'ready') return <Skeleton lines={4} height={20} />;
  if (history.items.length === 0) return <EmptyState message={t('results.empty')} />;
  return (
    <div className={styles.history}>
      {history.items.map((draw) => {
        const province = names.province(draw.provinceCode);
        const title = t('draw.numero', { numero: draw.numero });
        return (
          <article key={draw.numero} className={styles.draw} data-testid="result" aria-label={title}>
            <header className={styles.drawHead}>
              <h3 className={styles.drawTitle}>
                {title}
                {province && <span className={styles.muted}> · {province}</span>}
              </h3>
              <span className={styles.muted}>{date(draw.drawnAt, 'dateTime')}</span>
            </header>
            <ResultTable prizes={draw.prizes} caption={t('results.caption', { numero: draw.numero })} />
            <Button variant="ghost" className={styles.verify} aria-label={t('verify.open', { numero: draw.numero })} onClick={() => onVerify(draw)}>
              {t('verify.button')}
            </Button>
          </article>
        );
      })}
      {history.hasMore && (
        <Button variant="secondary" className={styles.touch} loading={history.loadingMore} onClick={history.loadMore}>
          {history.moreFailed ? t('retryMore') : t('more')}
        </Button>
      )}
    </div>
  );
}
