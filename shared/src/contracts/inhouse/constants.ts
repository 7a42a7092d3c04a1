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
