import { JACKPOT_INTERVALS_MS, JACKPOT_MAX, JACKPOT_MIN, JACKPOT_START, JACKPOT_STEP_MAX, JACKPOT_STEP_MIN, storage } from '@portal/shared';

/** Where the counter keeps its value, so a reload continues instead of starting over (spec §4). */
export const JACKPOT_STORAGE_KEY = 'jackpot';

type Random = () => number;

/** Values are in cents: the counter shows 2 decimals and never loses one to floating point. */
const cents = (amount: number) => Math.round(amount * 100);
const MIN = cents(JACKPOT_MIN);
const MAX = cents(JACKPOT_MAX);
const START = cents(JACKPOT_START);

/**
 * The starting value: the stored one when it is still in range, otherwise a random value from the
 * start of spec §9 (101,000,000) towards the maximum's first percent.
 */
export function initialJackpot(random: Random = Math.random): number {
  const stored = storage.local.get<number>(JACKPOT_STORAGE_KEY);
  if (typeof stored === 'number' && stored >= MIN && stored <= MAX) return stored;
  return START + Math.floor(random() * cents(1_000_000));
}

/** One tick: up by a random 100 to 500 (with cents); above the maximum it starts again. */
export function nextJackpot(value: number, random: Random = Math.random): number {
  const step = cents(JACKPOT_STEP_MIN) + Math.floor(random() * (cents(JACKPOT_STEP_MAX) - cents(JACKPOT_STEP_MIN) + 1));
  const next = value + step;
  return next > MAX ? START : next;
}

/** Every 3, 4 or 5 seconds, chosen at random each time. */
export function nextDelay(random: Random = Math.random): number {
  return JACKPOT_INTERVALS_MS[Math.floor(random() * JACKPOT_INTERVALS_MS.length)] ?? JACKPOT_INTERVALS_MS[0]!;
}
