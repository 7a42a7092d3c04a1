/** The clock the timer reads; tests and the shell pass their own, the default is the browser's. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

const MINUTE_MS = 60_000;

/**
 * How long until the first check of a session started at `startedAtMs`: the next whole multiple of the
 * interval since the sign-in, so a page reload keeps the rhythm instead of starting it again.
 */
export function firstCheckDelay(startedAtMs: number, minutes: number, nowMs: number): number {
  const every = minutes * MINUTE_MS;
  const elapsed = Math.max(0, nowMs - startedAtMs);
  return (Math.floor(elapsed / every) + 1) * every - elapsed;
}

/** Whole minutes played since the sign-in. */
export const minutesSince = (startedAtMs: number, nowMs: number) => Math.max(0, Math.floor((nowMs - startedAtMs) / MINUTE_MS));
