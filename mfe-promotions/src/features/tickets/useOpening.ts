import { useCallback, useEffect, useRef, useState } from 'react';
import { http, isApiError } from '@portal/kernel';
import { prefersReducedMotion } from '@portal/shared';
import { PROMOFE_claimTicket, type ClaimTicket, type ClaimTicketAnswer } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import type { Timing } from './motion';

/**
 * idle: held, openable. waiting: the server is drawing (the opener's waiting loop plays). landing: the
 * server answered and the opener plays its finale onto that answer. done: the prize is shown.
 */
export type Phase = 'idle' | 'waiting' | 'landing' | 'done';

type Outcome = { answer: ClaimTicketAnswer } | { problem: string };

export interface Opening {
  phase: Phase;
  /** The server's answer, from `landing` on (the finale needs it to know where to stop). */
  answer: ClaimTicketAnswer | null;
  /** Why the last opening failed (the server's message, already in the reader's language). */
  problem: string | null;
  open(): void;
  /** The opener's waiting loop reached its end (its `animationiteration`): the moment to move on. */
  onLoopEnd(): void;
}

/**
 * Opens a ticket: PROMOFE_claimTicket is called the moment the member taps, while the opener's
 * waiting loop plays; the animation only ever plays the server's answer. The outcome is applied at
 * the end of a loop (its pose then is the start pose, so the finale starts without a jump), or a
 * little after if the browser reports no loop end (a hidden tab); the finale then runs its length and
 * the prize shows. Under `prefers-reduced-motion` the outcome shows at once. A failure stops the loop
 * and leaves the ticket openable with the message. One call at a time: the ref guards a second tap
 * that lands before the busy state renders.
 */
export function useOpening(ticket: ClaimTicket, timing: Timing): Opening {
  const { t } = usePromotionsTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [answer, setAnswer] = useState<ClaimTicketAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);
  const pending = useRef<Outcome | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const owned = timers.current;
    return () => {
      mounted.current = false;
      owned.forEach(clearTimeout);
    };
  }, []);

  const later = (run: () => void, ms: number) => {
    timers.current.push(setTimeout(run, ms));
  };

  const apply = useCallback(
    (outcome: Outcome, animate: boolean) => {
      if (!mounted.current) return;
      inFlight.current = false;
      if ('problem' in outcome) {
        setProblem(outcome.problem);
        setPhase('idle');
        return;
      }
      setAnswer(outcome.answer);
      if (!animate) {
        setPhase('done');
        return;
      }
      setPhase('landing');
      timers.current.push(setTimeout(() => mounted.current && setPhase('done'), timing.finale));
    },
    [timing.finale],
  );

  const onLoopEnd = useCallback(() => {
    const outcome = pending.current;
    if (!outcome) return;
    pending.current = null;
    apply(outcome, true);
  }, [apply]);

  const open = () => {
    if (inFlight.current || answer) return;
    inFlight.current = true;
    setProblem(null);
    setPhase('waiting');
    http
      .call(PROMOFE_claimTicket, { transactionId: ticket.transactionId })
      .then(
        (opened): Outcome => ({ answer: opened }),
        (failure: unknown): Outcome => ({ problem: isApiError(failure) && failure.message ? failure.message : t('tickets.openFailed') }),
      )
      .then((outcome) => {
        if (prefersReducedMotion()) {
          apply(outcome, false);
          return;
        }
        pending.current = outcome;
        // The loop's end normally comes first; this covers a browser that reports none.
        later(onLoopEnd, timing.loop + 50);
      });
  };

  return { phase, answer, problem, open, onLoopEnd };
}
