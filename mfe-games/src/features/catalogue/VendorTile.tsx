import type { VendorCard } from '@portal/shared';
import { useVendorName } from '@portal/shared';
import { useGamesTranslation } from '../../i18n';
import { useLaunch } from '../launch';
import { LazyImage } from './LazyImage';
import styles from './Catalogue.module.css';

/** A vendor card of a lane: its logo and name; the launch rules decide where it leads. */
export function VendorTile({ card, size = 'normal' }: { card: VendorCard; size?: 'normal' | 'large' }) {
  const { t } = useGamesTranslation();
  const launch = useLaunch();
  const name = useVendorName()(card);
  return (
    <button
      type="button"
      className={[styles.vendorTile, size === 'large' ? styles.vendorLarge : '', card.maintenance ? styles.inMaintenance : ''].filter(Boolean).join(' ')}
      data-vendor={card.vassalage}
      onClick={() => launch({ vendor: card })}
    >
      <LazyImage src={card.logoUrl} alt={name} className={styles.logo} />
      <span className={styles.vendorName}>{name}</span>
      {card.maintenance ? (
        <span className={`${styles.badge} ${styles.badge_maintenance}`}>{t('catalogue.badge.maintenance')}</span>
      ) : (
        card.gameCount > 1 && <span className={styles.vendorCount}>{t('catalogue.gameCount', { count: card.gameCount })}</span>
      )}
    </button>
  );
}

/** A lane's vendor cards: the normal grid, or the large layout (bigger cards, 2 per row). */
export function VendorGrid({ cards, large, label }: { cards: readonly VendorCard[]; large: boolean; label: string }) {
  return (
    <ul className={large ? styles.vendorGridLarge : styles.vendorGrid} aria-label={label} data-layout={large ? 'large' : 'normal'}>
      {cards.map((card) => (
        <li key={`${card.vassalage}:${card.gameType}`}>
          <VendorTile card={card} size={large ? 'large' : 'normal'} />
        </li>
      ))}
    </ul>
  );
}
