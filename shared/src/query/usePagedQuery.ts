import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { messageOf, sameDeps, start } from './deps';
import type { QueryStatus } from './useQuery';

/** One page of a list as the platform answers it (`content`, `totalPages`; other fields are ignored). */
export interface PageAnswer<T> {
  content?: readonly T[] | null;
  totalPages?: number | null;
}

export interface PagedQueryOptions<T> {
  /** False: nothing is loaded (status `idle`), and calls out are aborted. Default true. */
  enabled?: boolean;
  /** An item's identity: a page that repeats an item already listed (the list shifted while paging) does not list it twice. */
  keyOf?: (item: T) => unknown;
}

export interface PagedQueryResult<T> {
  /** Of the first page: `loading` until it answers, `failed` when it did not. */
  status: QueryStatus;
  /** Every item loaded so far, in order. */
  items: T[];
  /** The first page's failure, fit to show (null: show your own). */
  error: string | null;
  cause: unknown;
  loading: boolean;
  /** The last page loaded (0 before the first) and the page count the server gave. */
  page: number;
  totalPages: number;
  /** The first page is in and more pages exist. */
  hasMore: boolean;
  loadingMore: boolean;
  /** The last `loadMore()` failed; calling it again asks for the same page. */
  moreFailed: boolean;
  /** Loads the next page and appends it; does nothing while one is out, before the first page, or after the last. */
  loadMore(): void;
  /** Starts again from page 1. */
  retry(): void;
  /** Changes the loaded items now (an optimistic update). */
  setItems(next: T[] | ((items: T[]) => T[])): void;
}

interface Internal<T> {
  deps: DependencyList;
  status: QueryStatus;
  items: T[];
  error: string | null;
  cause: unknown;
  page: number;
  totalPages: number;
  loadingMore: boolean;
  moreFailed: boolean;
}

const fresh = <T>(deps: DependencyList, status: QueryStatus): Internal<T> => ({
  deps,
  status,
  items: [],
  error: null,
  cause: null,
  page: 0,
  totalPages: 0,
  loadingMore: false,
  moreFailed: false,
});

function append<T>(items: T[], more: readonly T[], keyOf: ((item: T) => unknown) | undefined): T[] {
  if (!keyOf) return [...items, ...more];
  const seen = new Set(items.map(keyOf));
  const added: T[] = [];
  for (const item of more) {
    const key = keyOf(item);
    if (!seen.has(key)) {
      seen.add(key);
      added.push(item);
    }
  }
  return [...items, ...added];
}

/**
 * A list loaded page by page and appended (a "more" button, infinite scroll): page 1 when the
 * component mounts and whenever `deps` change, the next on `loadMore()` until `totalPages`. A deps
 * change or a retry aborts every call out and starts again from page 1; an answer for an older query is
 * never shown. For a list shown one page at a time, use `useQuery` with the page in its deps (and
 * `usePaging` for the page and filters).
 */
export function usePagedQuery<T>(
  loadPage: (page: number, signal: AbortSignal) => Promise<PageAnswer<T>>,
  deps: DependencyList,
  options: PagedQueryOptions<T> = {},
): PagedQueryResult<T> {
  const { enabled = true } = options;
  const [internal, setInternal] = useState<Internal<T>>(() => fresh(deps, enabled ? 'loading' : 'idle'));
  const [attempt, setAttempt] = useState(0);
  // `loadMore` runs later, with the latest closures and the state it was called on.
  const latest = useRef({ loadPage, keyOf: options.keyOf, deps, internal });
  latest.current = { loadPage, keyOf: options.keyOf, deps, internal };
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    const status: QueryStatus = enabled ? 'loading' : 'idle';
    setInternal((previous) => (previous.status === status && previous.page === 0 && sameDeps(previous.deps, deps) ? previous : fresh(deps, status)));
    if (!enabled) return;
    const controller = new AbortController();
    start((signal) => loadPage(1, signal), controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const items = append([], answer.content ?? [], latest.current.keyOf);
        setInternal({ ...fresh<T>(deps, 'ready'), items, page: 1, totalPages: answer.totalPages ?? 1 });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setInternal({ ...fresh<T>(deps, 'failed'), error: messageOf(error), cause: error });
      },
    );
    return () => {
      controller.abort();
      more.current?.abort();
      more.current = null;
    };
    // `deps` say when the query changed, as for any effect; `loadPage` is the closure of the same render.
  }, [enabled, attempt, ...deps]);

  const loadMore = useCallback(() => {
    const { internal: shown, deps: current } = latest.current;
    if (shown.status !== 'ready' || !sameDeps(shown.deps, current) || shown.page >= shown.totalPages || more.current) return;
    const controller = new AbortController();
    more.current = controller;
    const next = shown.page + 1;
    setInternal((previous) => ({ ...previous, loadingMore: true, moreFailed: false }));
    start((signal) => latest.current.loadPage(next, signal), controller.signal)
      .then(
        (answer) => {
          if (controller.signal.aborted) return;
          setInternal((previous) => ({
            ...previous,
            loadingMore: false,
            items: append(previous.items, answer.content ?? [], latest.current.keyOf),
            page: next,
            totalPages: answer.totalPages ?? previous.totalPages,
          }));
        },
        () => {
          if (!controller.signal.aborted) setInternal((previous) => ({ ...previous, loadingMore: false, moreFailed: true }));
        },
      )
      .finally(() => {
        if (more.current === controller) more.current = null;
      });
  }, []);

  const retry = useCallback(() => {
    if (!enabled) return;
    setInternal((previous) => fresh(previous.deps, 'loading'));
    setAttempt((n) => n + 1);
  }, [enabled]);

  const setItems = useCallback((next: T[] | ((items: T[]) => T[])) => {
    setInternal((previous) => ({ ...previous, items: typeof next === 'function' ? next(previous.items) : next }));
  }, []);

  // Between a deps change and its effect, the state still holds the previous query: show a fresh one.
  const status: QueryStatus = enabled ? 'loading' : 'idle';
  const stale = !sameDeps(internal.deps, deps) || (enabled ? internal.status === 'idle' : internal.status !== 'idle');
  const shown = stale ? fresh<T>(deps, status) : internal;
  return {
    status: shown.status,
    items: shown.items,
    error: shown.error,
    cause: shown.cause,
    loading: shown.status === 'loading',
    page: shown.page,
    totalPages: shown.totalPages,
    hasMore: shown.status === 'ready' && shown.page < shown.totalPages,
    loadingMore: shown.loadingMore,
    moreFailed: shown.moreFailed,
    loadMore,
    retry,
    setItems,
  };
}
