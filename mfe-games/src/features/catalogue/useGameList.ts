import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage, type GameItem } from '@portal/shared';
import { fetchGameList, type GameListQuery } from './api';

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
export function useGameList(query: GameListQuery | null): GameListState {
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
    fetchGameList(query, 1, language, controller.signal).then(
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
    fetchGameList(query, next, language, controller.signal)
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
