import {
  FAVOURITES_MAX,
  GAME_LIST_PAGE_SIZE,
  RECENT_GAMES_MAX,
  http,
  storage,
  STORAGE_KEYS,
  type GameCategory,
  type GameItem,
  type LanguageCode,
  type SubCategory,
} from '@portal/shared';

/** One page of games, as every list call answers. */
export interface GamePageResult {
  content: GameItem[];
  pageNum: number;
  pageSize?: number;
  totalPages: number;
  totalElements?: number;
}

export const GAME_FILTERS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameFilter = (typeof GAME_FILTERS)[number];

/** What a game list asks for, beside paging and language (docs/wire-contract.md, GCSGAME_gameList). */
export interface GameListQuery {
  gameType: GameCategory;
  vassalage?: string;
  filter?: GameFilter;
  subCategory?: SubCategory;
  /** minBet ≥ 100 minor units: the slot filter '1 yuan or more'. */
  minBet1?: boolean;
  /** The slot filter '25 lines or more'. */
  lines25?: boolean;
  keyword?: string;
}

/** The platform the list calls name; the portal is a desktop and mobile web client. */
export const LIST_PLATFORM = 'html5-desktop';

/**
 * `GCSGAME_gameList`: a T call that guests also use (spec §6 lets them browse), so the token goes
 * along when there is one. Query shape of spec §7: clientType 3, platform, merchant, gameType,
 * pageNo, pageSize 20, language, plus the optional filters.
 */
export function fetchGameList(query: GameListQuery, pageNo: number, language: LanguageCode, signal?: AbortSignal): Promise<GamePageResult> {
  const params: Record<string, unknown> = {
    clientType: 3,
    platform: LIST_PLATFORM,
    merchant: storage.session.get<string>(STORAGE_KEYS.merchant) ?? '',
    gameType: query.gameType,
    pageNo,
    pageSize: GAME_LIST_PAGE_SIZE,
    language,
    filter: query.filter ?? 'ALL',
  };
  if (query.vassalage) params.vassalage = query.vassalage;
  if (query.subCategory) params.subCategory = query.subCategory;
  if (query.minBet1) params.minBet1 = 1;
  if (query.lines25) params.lines25 = 1;
  const keyword = query.keyword?.trim();
  if (keyword) params.keyword = keyword;
  return http.get<GamePageResult>('/wps/relay/GCSGAME_gameList', { auth: 'optional', params, signal });
}

/** `MCSFE_getFavoriteGamesList`: every favourite in one page (pageSize 999), newest first. */
export function fetchFavouriteGames(language: LanguageCode, signal?: AbortSignal): Promise<GamePageResult> {
  return http.get<GamePageResult>('/wps/relay/MCSFE_getFavoriteGamesList', {
    auth: true,
    params: { clientType: 3, platform: 'flash', language, pageNo: 1, pageSize: FAVOURITES_MAX },
    signal,
  });
}

/** `GCS_recentGame`: the member's last 20 distinct games, newest first. */
export function fetchRecentGames(language: LanguageCode, signal?: AbortSignal): Promise<GamePageResult> {
  return http.get<GamePageResult>('/wps/relay/GCS_recentGame', {
    auth: true,
    params: { page: 1, pageSize: RECENT_GAMES_MAX, language, clientType: 3 },
    signal,
  });
}
