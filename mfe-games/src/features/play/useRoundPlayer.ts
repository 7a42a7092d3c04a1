import { useCallback, useRef, useState } from 'react';
import { http, isApiError } from '@portal/kernel';
import { newRequestId } from '@portal/shared';
import { playInhouseRound, type GameRound, type PlayRoundAnswer, type PlayRoundBody } from '@portal/shared/contracts';

export type RoundParams = Pick<PlayRoundBody, 'dice' | 'crash'>;

interface Options {
  ticket: string;
  /** The round and the balance after it: everything the table shows of a round comes from its answer. */
  onAnswer: (answer: PlayRoundAnswer) => void;
  /** After a refused bet for want of money: the balance shown is stale. */
  onInsufficient: () => void;
  fallbackMessage: string;
}

/**
 * Plays rounds one at a time: a second call while one is in flight does nothing (no double submit).
 * A round whose answer never came is sent again with the same requestId, so the server answers the
 * first one instead of playing twice. One request a round: the answer carries the round and the
 * balance, and a real-money posting pushes the wallet balance to the shell by itself.
 */
export function useRoundPlayer({ ticket, onAnswer, onInsufficient, fallbackMessage }: Options) {
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
        return answer.round;
      } catch (failure: unknown) {
        const apiError = isApiError(failure) ? failure : null;
        unanswered.current = apiError?.status === 0 ? { key, requestId } : null;
        setError(apiError?.message || fallbackMessage);
        if (apiError?.code === 'wallet.insufficient') onInsufficient();
        return null;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [ticket, onAnswer, onInsufficient, fallbackMessage],
  );

  return { play, busy, error };
}
