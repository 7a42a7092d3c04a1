import { useId } from 'react';
import { Link } from '@portal/kernel';
import { ErrorState, type GameCategory, HOME_VENDOR_ROW_MAX, HOME_VENDOR_SLIDES_PER_VIEW, Skeleton, useGameVendors, type VendorCard } from '@portal/shared';
import { useGamesTranslation } from '../../i18n';
import { VendorGrid, VendorTile, cardsOf } from '../catalogue';
import { categoryPath } from '../launch';
import { ScrollRow } from './ScrollRow';
import styles from './Home.module.css';


/** The game rows of the home page (spec §2), in this order. */
export const HOME_ROWS: readonly GameCategory[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** A category row: at most HOME_VENDOR_ROW_MAX vendors as a grid; a longer lane becomes a scrolling row with arrows. */
function CategoryRow({ code, cards }: { code: GameCategory; cards: VendorCard[] }) {
  const { t } = useGamesTranslation();
  const headingId = useId();
  const title = t(`page.${code}`);
  const swipes = cards.length > HOME_VENDOR_ROW_MAX;
  return (
    <section className={styles.row} aria-labelledby={headingId} data-testid={`home-row-${code}`} data-layout={swipes ? 'row' : 'grid'}>
      <div className={styles.rowHeader}>
        <h2 id={headingId} className={styles.rowTitle}>
          <Link to={categoryPath(code)} className={styles.rowLink}>
            {title}
          </Link>
        </h2>
        <Link to={categoryPath(code)} className={styles.seeAll} aria-label={t('home.seeAllOf', { category: title })}>
          {t('home.seeAll')}
        </Link>
      </div>
      {swipes ? (
        <ScrollRow
          label={title}
          slidesPerView={HOME_VENDOR_SLIDES_PER_VIEW}
          arrows
          slides={cards.map((card) => ({ key: `${card.vassalage}:${card.gameType}`, content: <VendorTile card={card} /> }))}
        />
      ) : (
        <VendorGrid cards={cards} large={false} label={title} />
      )}
    </section>
  );
}

/** The vendor rows for RNG, LIVE, FISH, PVP, SPORTS, ESPORTS and COCKFIGHT, from the vendor lanes. */
export function CategoryRows() {
  const { t } = useGamesTranslation();
  const vendors = useGameVendors();
  if (vendors.data === null) {
    if (vendors.failed) return <ErrorState message={t('home.rowsFailed')} onRetry={vendors.reload} />;
    return (
      <div className={styles.rows} aria-busy="true">
        {HOME_ROWS.slice(0, 3).map((code) => (
          <Skeleton key={code} height={140} radius="var(--radius)" />
        ))}
      </div>
    );
  }
  return (
    <div className={styles.rows}>
      {HOME_ROWS.map((code) => {
        const cards = cardsOf(vendors.data, code);
        return cards.length > 0 ? <CategoryRow key={code} code={code} cards={cards} /> : null;
      })}
    </div>
  );
}
