import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** The longest the browser may keep it waiting for an idle moment. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Draws its children once the browser is idle after the page's first render (or IDLE_TIMEOUT_MS
 * later at most), in a transition. For what a first screen does not need: on a phone the footer is
 * below the fold on every page, and drawn with the first screen its 340 elements (a quarter of the
 * home page's) were laid out and committed in the first screen's longest task (README, Performance).
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    // Without idle callbacks (jsdom, older Safari): the next task, still apart from the first screen's.
    const id = setTimeout(show, 0);
    return () => clearTimeout(id);
  }, []);
  return idle ? children : null;
}
