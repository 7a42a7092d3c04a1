import { useCallback, useEffect, useRef, useState } from 'react';
import { http, isApiError } from '@portal/kernel';
import { newRequestId } from '@portal/shared';
import {
  cashOutCrashFlight,
  crashFlight,
  crashMultiplierAt,
  startCrashFlight,
  type CrashFlight,
  type CrashFlightAnswer,
} from '@portal/shared/contracts';

/** How often the readout moves, and how often the server is asked whether the rocket is still up. */
export const FLIGHT_TICK_MS = 50;
export const FLIGHT_POLL_MS = 500;

interface Options {
  ticket: string;
  /** The ticket's flight still in the air when the session opened (a reload mid-flight), if any. */
  resume?: CrashFlight | null;
  /** A settled flight: its round and the balance after it. */
  onSettled: (answer: CrashFlightAnswer) => void;
  /** The balance after the stake left. */
  onStarted: (balance: number) => void;
  onInsufficient: () => void;
  onError: (message: string | null) => void;
  fallbackMessage: string;
}

/**
 * One rocket flight at a time, on the server's clock: the readout is m(t) of the published curve at
 * the server's time (our clock plus the offset measured on each answer, from the request's midpoint),
 * never a time or a multiplier of ours sent to the server. The server decides the cash-out and says
 * when the rocket crashed (read every FLIGHT_POLL_MS); a cash-out that got no answer may be sent again,
 * as the server pays a flight once.
 */
export function useCrashFlight({ ticket, resume = null, onSettled, onStarted, onInsufficient, onError, fallbackMessage }: Options) {
  const [flight, setFlight] = useState<CrashFlight | null>(resume);
  const [multiplier, setMultiplier] = useState(() => (resume ? crashMultiplierAt(resume.serverNow - resume.startedAt) : 100));
  const [starting, setStarting] = useState(false);
  const [cashing, setCashing] = useState(false);
  // The session's answer has no send time here: its serverNow against our clock is near enough until
  // the first read (FLIGHT_POLL_MS later) measures the offset properly.
  const offset = useRef(resume ? resume.serverNow - Date.now() : 0);
  const unanswered = useRef<{ key: string; requestId: string } | null>(null);
  // A flight's end may come twice (the cash-out's answer and a read): it is told once.
  const told = useRef(new Set<number>());
  const callbacks = useRef({ onSettled, onStarted, onInsufficient, onError });
  callbacks.current = { onSettled, onStarted, onInsufficient, onError };

  const flying = flight?.state === 'flying';

  /** Every answer: the offset to the server's clock, and the flight as it now stands. */
  const take = useCallback((answer: CrashFlightAnswer, sentAt: number) => {
    const receivedAt = Date.now();
    offset.current = answer.flight.serverNow - Math.round((sentAt + receivedAt) / 2);
    setFlight((current) => (current && current.roundId === answer.flight.roundId && current.state !== 'flying' ? current : answer.flight));
    if (answer.flight.state !== 'flying' && answer.flight.round && !told.current.has(answer.flight.roundId)) {
      told.current.add(answer.flight.roundId);
      setMultiplier(answer.flight.round.result.win ? answer.flight.round.result.cashOut : answer.flight.round.result.crashPoint);
      callbacks.current.onSettled(answer);
    }
  }, []);

  const fail = useCallback(
    (failure: unknown) => {
      const apiError = isApiError(failure) ? failure : null;
      callbacks.current.onError(apiError?.message || fallbackMessage);
      if (apiError?.code === 'wallet.insufficient') callbacks.current.onInsufficient();
      return apiError;
    },
    [fallbackMessage],
  );

  const start = useCallback(
    async (bet: number, autoCashOut: number | null) => {
      if (starting || flying) return;
      setStarting(true);
      callbacks.current.onError(null);
      const key = JSON.stringify([bet, autoCashOut]);
      const requestId = unanswered.current?.key === key ? unanswered.current.requestId : newRequestId();
      const sentAt = Date.now();
      try {
        const answer = await http.call(startCrashFlight, { ticket, bet, requestId, ...(autoCashOut === null ? {} : { autoCashOut }) });
        unanswered.current = null;
        setMultiplier(100);
        callbacks.current.onStarted(answer.balance);
        take(answer, sentAt);
      } catch (failure: unknown) {
        unanswered.current = fail(failure)?.status === 0 ? { key, requestId } : null;
      } finally {
        setStarting(false);
      }
    },
    [starting, flying, ticket, take, fail],
  );

  const cashOut = useCallback(async () => {
    if (!flight || !flying || cashing) return;
    setCashing(true);
    const sentAt = Date.now();
    try {
      take(await http.call(cashOutCrashFlight, { ticket, roundId: flight.roundId }), sentAt);
    } catch (failure: unknown) {
      fail(failure);
    } finally {
      setCashing(false);
    }
  }, [flight, flying, cashing, ticket, take, fail]);

  // While it flies: the readout from the server's clock, and the server asked how the flight stands.
  useEffect(() => {
    if (!flight || flight.state !== 'flying') return;
    const { roundId, startedAt } = flight;
    const tick = window.setInterval(() => setMultiplier(crashMultiplierAt(Date.now() + offset.current - startedAt)), FLIGHT_TICK_MS);
    const poll = window.setInterval(() => {
      const sentAt = Date.now();
      http.call(crashFlight, { ticket, roundId }).then(
        (answer) => take(answer, sentAt),
        () => undefined,
      );
    }, FLIGHT_POLL_MS);
    return () => {
      window.clearInterval(tick);
      window.clearInterval(poll);
    };
  }, [flight, ticket, take]);

  return { flight, flying, multiplier, starting, cashing, start, cashOut };
}
