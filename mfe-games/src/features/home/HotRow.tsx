import { useId } from 'react';
import { ErrorState, HOT_ROW_ARROWS_OVER, HOT_ROW_AUTOPLAY_DELAY_MS, HOT_ROW_SPEED_MS, useHotGames } from '@portal/shared';
import { useGamesTranslation } from '../../i18n';
import { GameCard, GameCardSkeleton } from '../catalogue';
import { ScrollRow } from './ScrollRow';
import styles from './Home.module.css';

const SKELETONS = 6;

function SkeletonRow() {
  return (
    <div className={styles.skeletonRow}>
      {Array.from({ length: SKELETONS }, (_, index) => (
        <div key={index} className={styles.autoSlide}>
          <GameCardSkeleton />
        </div>
      ))}
    </div>
  );
}

/** The hot games of every category (cached per language by the shared hook) as an autoplaying row. */
export function HotRow() {
  const { t } = useGamesTranslation();
  const headingId = useId();
  const hot = useHotGames();
  const games = hot.data;
  if (hot.failed && !games) {
    return (
      <section className={styles.row} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.rowTitle}>
          {t('home.hot')}
        </h2>
        <ErrorState message={t('home.hotFailed')} onRetry={hot.reload} />
      </section>
    );
  }
  if (games && games.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby={headingId} aria-busy={!games} data-testid="hot-row">
      <h2 id={headingId} className={styles.rowTitle}>
        {t('home.hot')}
      </h2>
      {games ? (
        <ScrollRow
          label={t('home.hot')}
          slidesPerView="auto"
          arrows={games.length > HOT_ROW_ARROWS_OVER}
          autoplayDelay={HOT_ROW_AUTOPLAY_DELAY_MS}
          speed={HOT_ROW_SPEED_MS}
          slides={games.map((game) => ({ key: game.nodeId, content: <GameCard game={game} /> }))}
        />
      ) : (
        <SkeletonRow />
      )}
    </section>
  );
}
