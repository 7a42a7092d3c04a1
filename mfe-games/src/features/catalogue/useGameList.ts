import { useCallback, useEffect, useRef, useState } from 'react';
import { GAME_LIST_PAGE_SIZE, http, storage, STORAGE_KEYS, useLanguage, type GameItem, type LanguageCode } from '@portal/shared';
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

export type ListStatus = 'loading' | 'ready' | 'error';

export interface GameListState {
  games: GameItem[];
  status: ListStatus;
  /** The reason of a failed first page (already in the current language). */
  error: string | null;
  loadingMore: boolean;
  moreFailed: boolean;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

interface Internal {
  key: string;
  games: GameItem[];
  page: number;
  totalPages: number;
  status: ListStatus;
  error: string | null;
  loadingMore: boolean;
  moreFailed: boolean;
}

const fresh = (key: string): Internal => ({ key, games: [], page: 0, totalPages: 0, status: 'loading', error: null, loadingMore: false, moreFailed: false });
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

/** Appends a page, dropping any game the list already has (a list can shift while paging). */
function append(games: GameItem[], more: GameItem[]): GameItem[] {
  const seen = new Set(games.map((game) => game.nodeId));
  return [...games, ...more.filter((game) => !seen.has(game.nodeId))];
}

/**
 * A paged game list (GCSGAME_gameList): the first page when the query or the language changes, the
 * next one on `loadMore()` until totalPages. Answers for an older query are dropped.
 */
export function useGameList(query: GameListParams | null): GameListState {
  const language = useLanguage();
  const key = query ? JSON.stringify([query, language]) : '';
  const [state, setState] = useState<Internal>(() => fresh(key));
  const [attempt, setAttempt] = useState(0);
  const current = useRef(state);
  current.current = state;
  const queryRef = useRef(query);
  queryRef.current = query;
  const moreController = useRef<AbortController | null>(null);

  useEffect(() => {
    const query = queryRef.current;
    if (!query) return;
    const controller = new AbortController();
    setState(fresh(key));
    fetchPage(query, 1, language, controller.signal).then(
      (page) =>
        setState((s) => (s.key === key ? { ...s, status: 'ready', games: append([], page.content ?? []), page: 1, totalPages: page.totalPages ?? 1 } : s)),
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => (s.key === key ? { ...s, status: 'error', error: messageOf(error) } : s));
      },
    );
    return () => {
      controller.abort();
      moreController.current?.abort();
      moreController.current = null;
    };
  }, [key, language, attempt]);

  const loadMore = useCallback(() => {
    const s = current.current;
    const query = queryRef.current;
    if (!query || s.status !== 'ready' || s.loadingMore || s.page >= s.totalPages || moreController.current) return;
    const controller = new AbortController();
    moreController.current = controller;
    const next = s.page + 1;
    const key = s.key;
    setState((previous) => ({ ...previous, loadingMore: true, moreFailed: false }));
    fetchPage(query, next, language, controller.signal)
      .then(
        (page) =>
          setState((previous) =>
            previous.key === key
              ? { ...previous, loadingMore: false, games: append(previous.games, page.content ?? []), page: next, totalPages: page.totalPages ?? previous.totalPages }
              : previous,
          ),
        () => {
          if (!controller.signal.aborted) setState((previous) => (previous.key === key ? { ...previous, loadingMore: false, moreFailed: true } : previous));
        },
      )
      .finally(() => {
        if (moreController.current === controller) moreController.current = null;
      });
  }, [language]);

  const stale = state.key !== key;
  return {
    games: stale ? [] : state.games,
    status: stale ? 'loading' : state.status,
    error: stale ? null : state.error,
    loadingMore: !stale && state.loadingMore,
    moreFailed: !stale && state.moreFailed,
    hasMore: !stale && state.status === 'ready' && state.page < state.totalPages,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
