import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@portal/shared';

export type RemoteState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'failed'; data: T | null; error: string | null };

/**
 * Loads `load()` whenever `key` changes (the query as a string), cancels the answer of an older
 * query, and keeps the last data while the next loads. `reload` asks again with the same query.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<RemoteState<T>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.code === 'aborted')) return;
        setState((previous) => ({ status: 'failed', data: previous.data, error: isApiError(error) ? error.message : null }));
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `key` says when the query really changed.
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data, error: null }), []);
  return { ...state, reload, replace };
}
