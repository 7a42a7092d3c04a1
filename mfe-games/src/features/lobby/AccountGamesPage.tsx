import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHero } from '@portal/shared';
import { NS } from '../../i18n';
import { GameGrid, fetchFavouriteGames, fetchRecentGames } from '../catalogue';
import { useFavourites } from '../favourites';
import { useAccountGames } from './useAccountGames';
import styles from './Lobby.module.css';

function BrowseLink() {
  const { t } = useTranslation(NS);
  return (
    <Link to="/rng" className={styles.browse}>
      {t('lobby.browse')}
    </Link>
  );
}

/** `/favorite`: the member's favourites; a heart taken off here removes the game at once. */
export function FavouriteGamesPage() {
  const { t } = useTranslation(NS);
  const list = useAccountGames(fetchFavouriteGames);
  const favourites = useFavourites();
  const games = favourites.loaded ? list.games.filter((game) => favourites.ids.includes(game.nodeId)) : list.games.filter((game) => !favourites.removed.includes(game.nodeId));
  return (
    <div className={styles.page} data-testid="games-page" data-category="FAV">
      <PageHero tone="games" title={t('page.FAV')} lead={t('kind.account')} />
      <GameGrid
        label={t('page.FAV')}
        games={games}
        status={list.status}
        error={list.error}
        onRetry={list.retry}
        emptyMessage={t('lobby.favouritesEmpty')}
        emptyAction={<BrowseLink />}
      />
    </div>
  );
}

/** `/recent`: the member's last 20 distinct games, newest first. */
export function RecentGamesPage() {
  const { t } = useTranslation(NS);
  const list = useAccountGames(fetchRecentGames);
  return (
    <div className={styles.page} data-testid="games-page" data-category="RECENT">
      <PageHero tone="games" title={t('page.RECENT')} lead={t('kind.account')} />
      <GameGrid
        label={t('page.RECENT')}
        games={list.games}
        status={list.status}
        error={list.error}
        onRetry={list.retry}
        emptyMessage={t('lobby.recentEmpty')}
        emptyAction={<BrowseLink />}
      />
    </div>
  );
}
