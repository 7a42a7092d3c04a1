import { useEffect, useState } from 'react';
import { useLanguage } from '@portal/shared';
import { fetchWinners, type Winner } from './api';

export interface WinnersState {
  winners: Winner[] | null;
  failed: boolean;
  retry(): void;
}

export function useWinners(): WinnersState {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ winners: Winner[] | null; failed: boolean }>({ winners: null, failed: false });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ winners: previous.winners, failed: false }));
    fetchWinners(language, controller.signal).then(
      (winners) => setState({ winners, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ winners: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [language, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
