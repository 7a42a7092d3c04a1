import './i18n';

export { HomeGames } from './HomeGames';
export { HotRow } from './HotRow';
export { CategoryRows, HOME_ROWS } from './CategoryRows';
