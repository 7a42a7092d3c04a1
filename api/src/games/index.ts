/** The games catalogue: catalogue calls, favourites, recent games, rank list and artwork. */
export { seedCatalogue, buildCatalogue } from './seed-catalogue';
export { toGameItem, gameName, gameIconUrl, type GameItem, type GameWithVendor } from './game-item';
export { gameNotFound, maskName } from './service';
export { PRIMARY_ROUTE_DOWN } from './catalogue-data';
export { buildRooms, SHIFT_MS } from './live-rooms';
export { shareValidBet, validBetOf } from './valid-bet';
