import './i18n';

export { LobbyPage } from './LobbyPage';
export { pageOf, GAME_PAGES, type GamePage } from './pages';
export { subCategoriesFor, SUB_CATEGORIES } from './filters';
