import type { GameItem } from '@portal/shared';
import { useGamesTranslation } from '../../i18n';
import { favourites } from './store';
import { useIsFavourite } from './useFavourites';
import styles from './Favourites.module.css';

/**
 * The heart on a game card (members only), optimistic and throttled by the store. Its name says what a
 * click does ('Add to favourites' / 'Remove from favourites'); the card around it names the game, and
 * `aria-describedby` ties the heart to that name for anyone who reaches the heart alone.
 */
export function FavouriteButton({ game, describedBy, className }: { game: GameItem; describedBy?: string; className?: string }) {
  const { t } = useGamesTranslation();
  const favourite = useIsFavourite(game);
  return (
    <button
      type="button"
      className={[styles.heart, favourite ? styles.on : '', className ?? ''].filter(Boolean).join(' ')}
      aria-label={t(favourite ? 'favourites.remove' : 'favourites.add')}
      aria-describedby={describedBy}
      data-favourite={favourite}
      onClick={() => void favourites.toggle(game, favourite)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.5 3 4.5 6.8 4.5c2.1 0 3.6 1.1 4.4 2.4h1.6c.8-1.3 2.3-2.4 4.4-2.4 3.8 0 5.9 4 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
