import { useEffect, useState } from 'react';
import { useLanguage, type GameItem, type LanguageCode } from '@portal/shared';
import type { MemberGamePage } from '@portal/shared/contracts';
import type { ListStatus } from '../catalogue';

export interface AccountGames {
  games: GameItem[];
  status: ListStatus;
  error: string | null;
  retry(): void;
}

/** A one-page list of the member's own games (favourites, recent), again on a language change. */
export function useAccountGames(fetcher: (language: LanguageCode, signal?: AbortSignal) => Promise<MemberGamePage>): AccountGames {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<AccountGames, 'retry'>>({ games: [], status: 'loading', error: null });

  useEffect(() => {
    const controller = new AbortController();
    setState({ games: [], status: 'loading', error: null });
    fetcher(language, controller.signal).then(
      (page) => setState({ games: page.content ?? [], status: 'ready', error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ games: [], status: 'error', error: error instanceof Error ? error.message : null });
      },
    );
    return () => controller.abort();
  }, [fetcher, language, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
