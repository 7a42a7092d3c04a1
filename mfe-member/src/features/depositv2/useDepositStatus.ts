import { useCallback, useEffect, useRef, useState } from 'react';
import { http, useBusEvent } from '@portal/kernel';
import { fieldErrorOf } from '@portal/shared';
import { depositOrder, type DepositOrder } from '@portal/shared/contracts';

/** While an order is pending its status is asked again every 2 s, for about 30 s. */
export const DEPOSIT_POLL_MS = 2_000;
export const DEPOSIT_POLL_LIMIT_MS = 30_000;

export type DepositWatch =
  | { phase: 'loading'; order: DepositOrder | null }
  | { phase: 'polling'; order: DepositOrder }
  | { phase: 'settled'; order: DepositOrder }
  | { phase: 'stillPending'; order: DepositOrder }
  | { phase: 'failed'; order: DepositOrder | null; message: string | null };

/**
 * Follows a deposit order after the payment provider sent the player back: pending orders are asked
 * again every 2 s up to ~30 s, and once more whenever the stream pushes the order's move. The balance needs nothing from here: the crediting posting pushes it to the shell.
 */
export function useDepositStatus(orderNo: string, onSettled?: (order: DepositOrder) => void) {
  const [watch, setWatch] = useState<DepositWatch>({ phase: 'loading', order: null });
  const [round, setRound] = useState(0);
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const maxPolls = Math.round(DEPOSIT_POLL_LIMIT_MS / DEPOSIT_POLL_MS);

    const ask = async () => {
      try {
        const order = await http.call(depositOrder, { orderNo }, { signal: controller.signal });
        if (controller.signal.aborted) return;
        if (order.status !== 'pending') {
          setWatch({ phase: 'settled', order });
          settledRef.current?.(order);
          return;
        }
        if (polls >= maxPolls) {
          setWatch({ phase: 'stillPending', order });
          return;
        }
        polls += 1;
        setWatch({ phase: 'polling', order });
        timer = setTimeout(ask, DEPOSIT_POLL_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        setWatch((previous) => ({ phase: 'failed', order: previous.order, message: fieldErrorOf(error).message }));
      }
    };
    void ask();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [orderNo, round]);

  const again = useCallback(() => {
    setWatch((previous) => ({ phase: 'loading', order: previous.order }));
    setRound((n) => n + 1);
  }, []);
  // The order's move is pushed when it happens, also after the checks above gave up: ask once more.
  useBusEvent('funds', (event) => {
    if (event.order === 'deposit' && event.orderNo === orderNo) again();
  });
  return { watch, again };
}
