import './i18n';

export { GameCard, GameCardSkeleton, gameName } from './GameCard';
export { GameGrid, type GameGridProps } from './GameGrid';
export { LazyImage } from './LazyImage';
export { VendorGrid, VendorTile } from './VendorTile';
export { useGameList, GAME_FILTERS, LIST_PLATFORM, type GameListParams } from './useGameList';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './useDebouncedValue';
export { cardsOf } from './vendors';
