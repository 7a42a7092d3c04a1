import { http, type LanguageCode, Link, useLanguage } from '@portal/kernel';
import { FAVOURITES_MAX, PageHero, RECENT_GAMES_MAX, useQuery } from '@portal/shared';
import { GCS_recentGame, MCSFE_getFavoriteGamesList, type MemberGamePage } from '@portal/shared/contracts';
import { useGamesTranslation } from '../../i18n';
import { GameGrid } from '../catalogue';
import { useFavourites } from '../favourites';
import styles from './Lobby.module.css';

/*
 * /favorite and /recent are the slots' (spec §7 query shapes: gameType RNG, as the browse link says);
 * a favourite or a recent game of another category is under the Favourites and Recent filters of its
 * own list page (/live, /fish…), which ask with that category.
 */
const ACCOUNT_GAMES_TYPE = 'RNG';

/** `MCSFE_getFavoriteGamesList`: every favourite slot in one page (pageSize 999), newest first. */
const fetchFavouriteGames = (language: LanguageCode, signal: AbortSignal) =>
  http.call(MCSFE_getFavoriteGamesList, { clientType: '3', platform: 'flash', language, pageNo: 1, pageSize: FAVOURITES_MAX, gameType: ACCOUNT_GAMES_TYPE }, { signal });

/** `GCS_recentGame`: the member's last 20 distinct slots, newest first. */
const fetchRecentGames = (language: LanguageCode, signal: AbortSignal) =>
  http.call(GCS_recentGame, { page: 1, pageSize: RECENT_GAMES_MAX, language, clientType: '3', gameType: ACCOUNT_GAMES_TYPE }, { signal });

/** One page of the member's own games, again (from empty) on a language change. */
function useAccountGames(fetchPage: (language: LanguageCode, signal: AbortSignal) => Promise<MemberGamePage>) {
  const language = useLanguage();
  const list = useQuery((signal) => fetchPage(language, signal), [fetchPage, language], { keepData: false });
  return { ...list, games: list.data?.content ?? [] };
}

function BrowseLink() {
  const { t } = useGamesTranslation();
  return (
    <Link to="/rng" className={styles.browse}>
      {t('lobby.browse')}
    </Link>
  );
}

/** `/favorite`: the member's favourites; a heart taken off here removes the game at once. */
export function FavouriteGamesPage() {
  const { t } = useGamesTranslation();
  const list = useAccountGames(fetchFavouriteGames);
  const favourites = useFavourites();
  const games = favourites.loaded ? list.games.filter((game) => favourites.ids.includes(game.nodeId)) : list.games.filter((game) => !favourites.removed.includes(game.nodeId));
  return (
    <div className={styles.page} data-testid="games-page" data-category="FAV">
      <PageHero tone="games" title={t('page.FAV')} lead={t('lobby.favouritesLead')} />
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
  const { t } = useGamesTranslation();
  const list = useAccountGames(fetchRecentGames);
  return (
    <div className={styles.page} data-testid="games-page" data-category="RECENT">
      <PageHero tone="games" title={t('page.RECENT')} lead={t('lobby.recentLead')} />
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
