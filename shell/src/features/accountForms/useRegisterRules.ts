import { useCallback, useEffect, useState } from 'react';
import type { FieldRules } from '@portal/shared';

export type RulesState =
  | { status: 'loading' }
  | { status: 'ready'; rules: FieldRules }
  | { status: 'failed'; retry: () => void };

/**
 * The server's registration rules for a form (spec §5). `load` is the feature's own call (it reads the
 * session-storage copy first and fetches only when it is missing), so tests replace it like any call.
 */
export function useRegisterRules(load: () => Promise<FieldRules>): RulesState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RulesState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    load()
      .then((rules) => current && setState({ status: 'ready', rules }))
      .catch(() => current && setState({ status: 'failed', retry }));
    return () => {
      current = false;
    };
  }, [load, attempt, retry]);

  return state;
}
