import { useCallback, useRef, useState } from 'react';
import { http, isApiError, sendCommand } from '@portal/shared';
import { playInhouseRound, type GameRound, type LaunchMode, type PlayRoundAnswer, type PlayRoundBody } from '@portal/shared/contracts';
import { newRequestId } from './fair';

export type RoundParams = Pick<PlayRoundBody, 'dice' | 'crash'>;

interface Options {
  ticket: string;
  mode: LaunchMode;
  onAnswer: (answer: PlayRoundAnswer) => void;
  /** After a refused bet for want of money: the balance shown is stale. */
  onInsufficient: () => void;
  fallbackMessage: string;
}

/**
 * Plays rounds one at a time: a second call while one is in flight does nothing (no double submit).
 * A round whose answer never came is sent again with the same requestId, so the server answers the
 * first one instead of playing twice.
 */
export function useRoundPlayer({ ticket, mode, onAnswer, onInsufficient, fallbackMessage }: Options) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const unanswered = useRef<{ key: string; requestId: string } | null>(null);

  const play = useCallback(
    async (bet: number, params: RoundParams = {}): Promise<GameRound | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      const key = JSON.stringify([bet, params]);
      const requestId = unanswered.current?.key === key ? unanswered.current.requestId : newRequestId();
      try {
        const answer = await http.call(playInhouseRound, { ticket, bet, requestId, ...params });
        unanswered.current = null;
        onAnswer(answer);
        if (mode === 'real') sendCommand({ type: 'refreshBalance' });
        return answer.round;
      } catch (failure: unknown) {
        const apiError = isApiError(failure) ? failure : null;
        unanswered.current = apiError?.status === 0 ? { key, requestId } : null;
        setError(apiError?.message || fallbackMessage);
        if (apiError?.code === 'wallet.insufficient') {
          onInsufficient();
          if (mode === 'real') sendCommand({ type: 'refreshBalance' });
        }
        return null;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [ticket, mode, onAnswer, onInsufficient, fallbackMessage],
  );

  return { play, busy, error };
}
