import { useEffect, useState } from 'react';
import { serverNow } from './useNearDraw';

/**
 * Whether betting on a draw has closed, on the server's clock. One timer at the lock time flips it (no
 * per-second render of the whole betting view: only the countdown ticks).
 */
export function useLocked(lockTime: string | null, offset: number): boolean {
  const [, setFlips] = useState(0);
  const locked = lockTime === null || Date.parse(lockTime) <= serverNow(offset);
  useEffect(() => {
    if (lockTime === null || locked) return;
    const timer = setTimeout(() => setFlips((n) => n + 1), Date.parse(lockTime) - serverNow(offset) + 50);
    return () => clearTimeout(timer);
  }, [lockTime, offset, locked]);
  return locked;
}
