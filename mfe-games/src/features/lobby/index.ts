export { LobbyPage } from './LobbyPage';
export { pageOf, GAME_PAGES, type GamePage } from './pages';
