export { joinCatalog, gamesOfFamily, type Catalog, type CatalogGame, type CatalogGroup } from './catalog';
export { parseLaunchQuery, resolveLaunch, type LaunchTarget } from './launch';
export { useCatalog } from './useCatalog';
