import { http, useLanguage, type LanguageCode } from '@portal/kernel';
import { GAME_LIST_PAGE_SIZE, storage, STORAGE_KEYS, usePagedQuery, type GameItem, type PagedQueryResult } from '@portal/shared';
import { GCSGAME_gameList, type GameCategory, type GameFilter, type InputOf, type SubCategory } from '@portal/shared/contracts';

/** The filters in the order the list page offers them. */
export const GAME_FILTERS: readonly GameFilter[] = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'];

/** What a game list asks for, beside paging and language (docs/wire-contract.md, GCSGAME_gameList). */
export interface GameListParams {
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
 * The query of one page of `GCSGAME_gameList` (spec §7): clientType 3, platform, merchant, gameType,
 * pageNo, pageSize 20, language, plus the filters chosen.
 */
function gameListInput(params: GameListParams, pageNo: number, language: LanguageCode): InputOf<typeof GCSGAME_gameList> {
  const input: InputOf<typeof GCSGAME_gameList> = {
    clientType: '3',
    platform: LIST_PLATFORM,
    merchant: storage.session.get<string>(STORAGE_KEYS.merchant) ?? '',
    gameType: params.gameType,
    pageNo,
    pageSize: GAME_LIST_PAGE_SIZE,
    language,
    filter: params.filter ?? 'ALL',
  };
  if (params.vassalage) input.vassalage = params.vassalage;
  if (params.subCategory) input.subCategory = params.subCategory;
  if (params.minBet1) input.minBet1 = 1;
  if (params.lines25) input.lines25 = 1;
  const keyword = params.keyword?.trim();
  if (keyword) input.keyword = keyword;
  return input;
}

/** One page of a game list; the token goes along when there is one (guests browse too, spec §6). */
const fetchPage = (params: GameListParams, pageNo: number, language: LanguageCode, signal: AbortSignal) =>
  http.call(GCSGAME_gameList, gameListInput(params, pageNo, language), { signal });

const nodeIdOf = (game: GameItem) => game.nodeId;

/**
 * A paged game list (GCSGAME_gameList): the first page when the query (by value) or the language
 * changes, the next one on `loadMore()` until totalPages; a game a shifted list repeats is listed once.
 */
export function useGameList(query: GameListParams): PagedQueryResult<GameItem> {
  const language = useLanguage();
  return usePagedQuery((pageNo, signal) => fetchPage(query, pageNo, language, signal), [JSON.stringify(query), language], { keyOf: nodeIdOf });
}
