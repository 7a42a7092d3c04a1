// Games catalogue calls (docs/wire-contract.md, "Calls of the games"). Names are the platform's.
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/**
 * One category's games, filtered and paged. A T call guests also use (spec §6): the token goes along
 * when there is one, and a dead one is the usual 401; FAV and RECENT need one.
 */
export const GCSGAME_gameList = {
  method: 'GET', path: '/wps/relay/GCSGAME_gameList', auth: 'optional', query: 'GameListQuery', answer: 'GamePage',
} as const satisfies EndpointSpec;

/**
 * Hot games of every category (at most 24). Not a T call: the portal sends no token (the list is cached
 * for every reader); a token another client sends marks favourites, and a dead one is ignored.
 */
export const GCSGAME_hotGamesV2 = {
  method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', query: 'GameClientQuery', answer: 'HotGames',
} as const satisfies EndpointSpec;

/**
 * How many games a category's list holds and from how many vendors (the line under a list page's
 * banner). Not a T call: the same for every reader, so no token is read.
 */
export const GCSGAME_categorySummary = {
  method: 'GET', path: '/wps/relay/GCSGAME_categorySummary', query: 'CategorySummaryQuery', answer: 'CategorySummary',
} as const satisfies EndpointSpec;

/** The categories a vendor has games in; unknown vendor → 404 `game.vendor.not.found`. T as gameList. */
export const GCSGAME_getVassGameType = {
  method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', auth: 'optional', query: 'VassGameTypeQuery', answer: 'VendorGameTypes',
} as const satisfies EndpointSpec;

/** The vendor lanes of the header, home rows and game centre. */
export const GCSGAME_newGameVendor = {
  method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', query: 'GameClientQuery', answer: 'GameVendorLanes',
} as const satisfies EndpointSpec;

/** The site's biggest real-money wins of the last 30 days. */
export const GCSGAME_getRankList = {
  method: 'GET', path: '/wps/relay/GCSGAME_getRankList', query: 'RankListQuery', answer: 'RankList',
} as const satisfies EndpointSpec;

export const MCSFE_getFavoriteGames = {
  method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', auth: true, roles: FORMAL_ACCOUNTS, answer: 'FavoriteNodeIds',
} as const satisfies EndpointSpec;

/** Every favourite in one page (pageSize 999), newest first. */
export const MCSFE_getFavoriteGamesList = {
  method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', auth: true, roles: FORMAL_ACCOUNTS, query: 'FavoriteListQuery', answer: 'MemberGamePage',
} as const satisfies EndpointSpec;

/** Adding one already there is a success; unknown nodeId → 404 `game.not.found`; at most 999 → 400 `favorite.full`. */
export const MCSFE_addFavoriteGameV2 = {
  method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', auth: true, roles: FORMAL_ACCOUNTS, body: 'AddFavoriteBody', answer: 'Null',
} as const satisfies EndpointSpec;

/** Removing one that is not there is a success. */
export const MCSFE_removeFavoriteGameV2 = {
  method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', auth: true, roles: FORMAL_ACCOUNTS, query: 'RemoveFavoriteQuery', answer: 'Null',
} as const satisfies EndpointSpec;

/** The member's last 20 distinct games by latest launch, newest first. */
export const GCS_recentGame = {
  method: 'GET', path: '/wps/relay/GCS_recentGame', auth: true, roles: FORMAL_ACCOUNTS, query: 'RecentGamesQuery', answer: 'MemberGamePage',
} as const satisfies EndpointSpec;

/**
 * The live rooms and tables of a vendor (spec §7, T as gameList: guests browse the live lobby too, a
 * dead token is a 401). Unknown vendor → 404 `game.vendor.not.found`.
 */
export const GLS2_roomList = {
  method: 'GET', path: '/wps/relay/GLS2_roomList', auth: 'optional', query: 'RoomListQuery', answer: 'RoomList',
} as const satisfies EndpointSpec;
