import { useEffect, useState } from 'react';
import { WINNERS_MAX, http, useLanguage, type LanguageCode } from '@portal/shared';
import { GCSGAME_getRankList, type RankWinner } from '@portal/shared/contracts';

/** `GCSGAME_getRankList`: the biggest real-money wins of the last 30 days, biggest first. */
async function fetchWinners(language: LanguageCode, signal: AbortSignal): Promise<RankWinner[]> {
  const value = await http.call(GCSGAME_getRankList, { gameCategory: 'ALL', language, limitNum: WINNERS_MAX }, { signal });
  return (value.list ?? []).map((entry) => entry.vo);
}

export interface WinnersState {
  winners: RankWinner[] | null;
  failed: boolean;
  retry(): void;
}

export function useWinners(): WinnersState {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ winners: RankWinner[] | null; failed: boolean }>({ winners: null, failed: false });

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
