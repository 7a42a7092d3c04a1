import { EmptyState, ErrorState, PageHero, Skeleton, VENDOR_LARGE_LAYOUT_OVER, useGameVendors, type GameCategory } from '@portal/shared';
import { useGamesTranslation } from '../../i18n';
import { VendorGrid, cardsOf } from '../catalogue';
import styles from './Lobby.module.css';

const SKELETON_TILES = 6;

/**
 * A game centre page (`/sports /esports /lott /elott /cockfight`): the vendor cards of its lane; more
 * than VENDOR_LARGE_LAYOUT_OVER use the large layout (bigger cards, 2 per row).
 */
export function GameCentrePage({ code }: { code: GameCategory }) {
  const { t } = useGamesTranslation();
  const vendors = useGameVendors();
  const cards = cardsOf(vendors.data, code);
  const title = t(`page.${code}`);
  const loading = vendors.data === null && !vendors.failed;

  let body;
  if (loading) {
    body = (
      <div className={styles.tileSkeletons}>
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <Skeleton key={index} height={120} radius="var(--radius)" />
        ))}
      </div>
    );
  } else if (vendors.data === null) {
    body = <ErrorState message={t('lobby.vendorsFailed')} onRetry={vendors.reload} />;
  } else if (cards.length === 0) {
    body = <EmptyState message={t('lobby.noVendors')} />;
  } else {
    body = <VendorGrid cards={cards} large={cards.length > VENDOR_LARGE_LAYOUT_OVER} label={t('lobby.vendors', { category: title })} />;
  }

  return (
    <div className={styles.page} data-testid="games-page" data-category={code}>
      <PageHero tone="games" title={title} lead={t('kind.centre')} />
      <section aria-busy={loading} className={styles.section}>
        {body}
      </section>
    </div>
  );
}
