import type { GamePage } from './pages';
import { GameListPage } from './GameListPage';
import { GameCentrePage } from './GameCentrePage';
import { FavouriteGamesPage, RecentGamesPage } from './AccountGamesPage';

/** The page of a path this remote owns (everything but `/seamless`, which is the play page). */
export function LobbyPage({ page }: { page: GamePage }) {
  switch (page.code) {
    case 'FAV':
      return <FavouriteGamesPage />;
    case 'RECENT':
      return <RecentGamesPage />;
    case 'SEAMLESS':
      return null;
    default:
      return page.kind === 'centre' ? <GameCentrePage code={page.code} /> : <GameListPage code={page.code} />;
  }
}
