import { useEffect, useRef, useState } from 'react';
import { http } from '@portal/kernel';
import { useQuery } from '@portal/shared';
import { lotteryNearNumero, type LotteryCurrentNumero, type LotteryNearAnswer } from '@portal/shared/contracts';

/** The near answer and the server clock's lead over this device's (ms), measured when it came. */
export interface NearDraw {
  answer: LotteryNearAnswer;
  offset: number;
}

/** After a lock or draw time the server needs a moment to open the next draw or post the result. */
const SETTLE_MS = 1_500;
/** A result later than its draw time (the job runs in ticks) is asked for again, a few times, further apart. */
const RESULT_RETRY_MS = [3_000, 8_000, 20_000, 60_000];

/** Server time now, as this device can tell it. */
export const serverNow = (offset: number) => Date.now() + offset;

/**
 * The game's current draw (`GET /lgw/numeros/near`). No polling: the answer is asked for again when the
 * moments it announced pass (the current draw's lock, then its draw time, for the next draw and the
 * result), when `refreshKey` changes (a settled-draw event), and a few times more while a draw that
 * passed its draw time still has no result. Times are read on the server's clock (`serverTime`).
 */
export function useNearDraw(gameId: number, refreshKey: unknown = 0) {
  const [round, setRound] = useState(0);
  const query = useQuery<NearDraw>(
    async (signal) => {
      const answer = await http.call(lotteryNearNumero, { gameId }, { signal });
      return { answer, offset: Date.parse(answer.serverTime) - Date.now() };
    },
    [gameId, refreshKey, round],
  );
  // The draw that closed while the page was open and whose result is not in yet.
  const awaited = useRef<{ draw: LotteryCurrentNumero; tries: number } | null>(null);
  const previous = useRef<LotteryCurrentNumero | null>(null);

  useEffect(() => {
    const near = query.data;
    if (!near) return;
    const { currentNumero, nextNumeros, lastNumero } = near.answer;
    const before = previous.current;
    if (before && before.gameId === gameId && before.numero !== currentNumero?.numero && lastNumero?.numero !== before.numero) {
      awaited.current = { draw: before, tries: 0 };
    }
    if (awaited.current && (awaited.current.draw.gameId !== gameId || lastNumero?.numero === awaited.current.draw.numero)) awaited.current = null;
    previous.current = currentNumero;

    const now = serverNow(near.offset);
    const moments = [currentNumero?.lockTime, currentNumero?.drawTime, currentNumero ? undefined : nextNumeros[0]?.openTime, awaited.current?.draw.drawTime]
      .filter((at): at is string => typeof at === 'string')
      .map((at) => Date.parse(at))
      .filter((at) => at > now);
    let wait = moments.length > 0 ? Math.min(...moments) - now + SETTLE_MS : null;
    const pending = awaited.current;
    if (pending && Date.parse(pending.draw.drawTime) <= now) {
      const retry = RESULT_RETRY_MS[pending.tries];
      if (retry !== undefined) {
        pending.tries += 1;
        wait = wait === null ? retry : Math.min(wait, retry);
      }
    }
    if (wait === null) return;
    const timer = setTimeout(() => setRound((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [query.data, gameId]);

  return query;
}
