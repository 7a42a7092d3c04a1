import { http } from '@portal/kernel';
import { FactGrid, Skeleton, formatMoney, useQuery } from '@portal/shared';
import { GCSGAME_categorySummary, type GAME_LIST_CATEGORIES } from '@portal/shared/contracts';
import { useGamesTranslation } from '../../i18n';
import styles from './CategorySummary.module.css';

type ListCategory = (typeof GAME_LIST_CATEGORIES)[number];

/* A count as the site writes its other whole numbers (points, amounts): digits grouped by thousands,
   Latin digits in every language, as this app's other counts are. */
const formatCount = (count: number) => formatMoney(count, 0);

/**
 * How many games the category's list holds and from how many providers (`GCSGAME_categorySummary`),
 * under the page's banner. The box has one fixed height whether it is loading, shown or failed, so the
 * tabs and the games below never move; a failure leaves the box empty (the page works without it).
 */
export function CategorySummary({ category }: { category: ListCategory }) {
  const { t } = useGamesTranslation();
  // keepData off: another category's numbers are never shown under this one's banner.
  const summary = useQuery((signal) => http.call(GCSGAME_categorySummary, { gameType: category }, { signal }), [category], { keepData: false });
  const value = (count: number | undefined) => (count === undefined ? <Skeleton className={styles.placeholder} width={48} height="1rem" /> : formatCount(count));
  return (
    <div className={styles.box} data-testid="category-summary" aria-busy={summary.loading}>
      {summary.status !== 'failed' && (
        <FactGrid
          className={styles.facts}
          facts={[
            { label: t('lobby.summary.games'), value: value(summary.data?.games), testId: 'category-summary-games' },
            { label: t('lobby.summary.vendors'), value: value(summary.data?.vendors), testId: 'category-summary-vendors' },
          ]}
        />
      )}
    </div>
  );
}
