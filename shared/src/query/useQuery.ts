import { startTransition, useCallback, useEffect, useState, type DependencyList } from 'react';
import { messageOf, sameDeps, start } from './deps';

/**
 * What a query shows. `data` is the last answer; by default it stays while the next query loads and
 * when it fails (see `keepData`). `error` is the failure's message, fit to show (null: show your own).
 */
export type QueryState<T> =
  | { status: 'idle'; data: T | null; error: null; cause: null }
  | { status: 'loading'; data: T | null; error: null; cause: null }
  | { status: 'ready'; data: T; error: null; cause: null }
  | { status: 'failed'; data: T | null; error: string | null; cause: unknown };

export type QueryStatus = QueryState<unknown>['status'];

export interface QueryOptions<T> {
  /** False: nothing is loaded (status `idle`), and a call out is aborted. Default true. */
  enabled?: boolean;
  /**
   * True (default): the last data stays while a new query loads and when it fails (a list dims
   * instead of flashing empty). False: data belongs to one answer, and is dropped as the next load
   * starts or fails.
   */
  keepData?: boolean;
  /** What `data` is before the first answer (default null). */
  initialData?: T;
}

export type QueryResult<T> = QueryState<T> & {
  /** `status === 'loading'`. */
  loading: boolean;
  /** Loads again with the same deps (after a failure, or to refresh). */
  retry(): void;
  /**
   * Replaces the data now (status `ready`): an optimistic update, or the answer of another call that
   * carries the new state. A load still on its way replaces it in turn when it answers.
   */
  setData(next: T | ((previous: T | null) => T)): void;
};

interface Internal<T> {
  deps: DependencyList;
  state: QueryState<T>;
}

const loading = <T>(data: T | null): QueryState<T> => ({ status: 'loading', data, error: null, cause: null });
const idle = <T>(data: T | null): QueryState<T> => ({ status: 'idle', data, error: null, cause: null });

/**
 * Loads `load(signal)` when the component mounts and again whenever `deps` change (as an effect's
 * dependencies: `load` itself may be a fresh closure each render). The previous call is aborted through
 * its `AbortSignal` on a deps change, a retry and unmount, and its answer is ignored even if the call
 * did not listen to the signal: only the latest query's answer is ever shown.
 */
export function useQuery<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, options: QueryOptions<T> = {}): QueryResult<T> {
  const { enabled = true, keepData = true } = options;
  const initialData = options.initialData ?? null;
  const [internal, setInternal] = useState<Internal<T>>(() => ({ deps, state: enabled ? loading(initialData) : idle(initialData) }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) {
      setInternal((previous) =>
        previous.state.status === 'idle' && sameDeps(previous.deps, deps) ? previous : { deps, state: idle(keepData ? previous.state.data : null) },
      );
      return;
    }
    const controller = new AbortController();
    setInternal((previous) =>
      previous.state.status === 'loading' && sameDeps(previous.deps, deps) ? previous : { deps, state: loading(keepData ? previous.state.data : null) },
    );
    // An answer is drawn as a transition: React renders what it changes in slices and yields between
    // them, so a long list or a page's worth of sections never blocks a tap.
    start(load, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setInternal({ deps, state: { status: 'ready', data, error: null, cause: null } }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        startTransition(() =>
          setInternal((previous) => ({ deps, state: { status: 'failed', data: keepData ? previous.state.data : null, error: messageOf(error), cause: error } })),
        );
      },
    );
    return () => controller.abort();
    // `deps` say when the query changed, as for any effect; `load` is the closure of the same render.
  }, [enabled, attempt, ...deps]);

  const retry = useCallback(() => {
    if (!enabled) return;
    setInternal((previous) => ({ deps: previous.deps, state: loading(keepData ? previous.state.data : null) }));
    setAttempt((n) => n + 1);
  }, [enabled, keepData]);

  const setData = useCallback((next: T | ((previous: T | null) => T)) => {
    setInternal((previous) => {
      const data = typeof next === 'function' ? (next as (previous: T | null) => T)(previous.state.data) : next;
      return { deps: previous.deps, state: { status: 'ready', data, error: null, cause: null } };
    });
  }, []);

  // Between a deps change and its effect, the state still holds the previous query: show it as loading.
  let state = internal.state;
  if (!enabled) {
    if (state.status !== 'idle') state = idle(keepData ? state.data : null);
  } else if (!sameDeps(internal.deps, deps) || state.status === 'idle') {
    state = loading(keepData ? state.data : null);
  }
  return { ...state, loading: state.status === 'loading', retry, setData };
}
