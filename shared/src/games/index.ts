export type { GameCategory, GameEngine, GameItem, SubCategory, VendorCard, VendorLane, VendorLaunch } from './types';
export { useHotGames, useGameVendors, forgetGameCatalogue, type CatalogueState } from './catalogue';
export { CATEGORY_PATHS, lotteryRoute, playPath, vendorCardTarget, type VendorCardTarget } from './launchTarget';
export { useVendorName } from './vendorName';
