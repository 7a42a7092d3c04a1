import { useEffect, useState } from 'react';

/**
 * True `delayMs` after `open` turns true; false at once when it turns false. Opening late lets the
 * action that opened a modal (a menu closing, a route change) settle first, as the legacy site did.
 */
export function useDelayedOpen(open: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!open) {
      setElapsed(false);
      return undefined;
    }
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [open, delayMs]);
  // `open &&`: closing must not wait for the effect to reset the flag.
  return open && elapsed;
}
