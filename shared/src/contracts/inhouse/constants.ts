// The in-house games' fixed values (docs/wire-contract.md, "In-house games"). The API's engines and
// schemas take them from here.

/** `real`: wallet money through the ledger (in-house games launched by a member); `demo`: the ticket's credits. */
export const LAUNCH_MODES = ['real', 'demo'] as const;

/** Dice targets, in percent. */
export const DICE_MIN_TARGET = 2;
export const DICE_MAX_TARGET = 98;

/** Crash cash-outs, ×100 (101 = 1.01×). */
export const CRASH_MIN_CASH_OUT = 101;
export const CRASH_MAX_CASH_OUT = 100000;

/**
 * The rocket's published curve: a flight's multiplier (×100) `ms` after its server start is
 * floor(100 · e^(CRASH_GROWTH_PER_MS · ms)), at most CRASH_MAX_CASH_OUT (2.00× after about 11.6 s).
 * The server decides every cash-out with it on its own clock; a client only draws it.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

export function crashMultiplierAt(ms: number): number {
  return Math.min(CRASH_MAX_CASH_OUT, Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, ms))));
}

/** The first whole millisecond at which the curve has reached `multiplier` (×100). */
export function crashReachedAt(multiplier: number): number {
  let ms = Math.max(0, Math.floor(Math.log(Math.max(100, multiplier) / 100) / CRASH_GROWTH_PER_MS));
  // The logarithm may land a millisecond either side of the floor the curve takes: step to the exact one.
  while (ms > 0 && crashMultiplierAt(ms - 1) >= multiplier) ms -= 1;
  while (crashMultiplierAt(ms) < multiplier) ms += 1;
  return ms;
}

/** A rocket flight: in the air, cashed out (by the player or the automatic target), or crashed. */
export const CRASH_FLIGHT_STATES = ['flying', 'cashedOut', 'crashed'] as const;
