import {
  CRASH_GROWTH_PER_MS,
  CRASH_MAX_CASH_OUT,
  CRASH_MIN_CASH_OUT,
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  GAME_ENGINES,
  type CrashResult,
  type CrashRules,
  type DiceResult,
  type DiceRules,
  type GameEngine,
  type PlayRoundBody,
  type RoundResult,
  type SlotResult,
  type SlotRules,
  type SlotWin,
} from '@portal/shared/contracts';
import { fairFloat, serverSeedHash, type FairInput } from './fair';

/*
 * The in-house engines: pure functions from a seed pair, a nonce and the player's choices to a result
 * and a multiplier (an integer ×100: 250 = 2.50×). Money is `payout = floor(bet × multiplier / 100)`.
 * Nothing here touches a database, so `verify` recomputes any round from its seeds alone.
 */

/** The contract's engines. */
export const ENGINES = GAME_ENGINES;
export type EngineName = GameEngine;

export function isEngine(value: string): value is EngineName {
  return (ENGINES as readonly string[]).includes(value);
}

export function payoutOf(bet: number, multiplier: number): number {
  return Math.floor((bet * multiplier) / 100);
}

/* ---------------------------------------------------------------- slot */

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const WILD = 'WILD';

/**
 * Pays ×100 of the line bet for 3, 4 and 5 of a kind, left to right on a payline. WILD stands for any
 * symbol; a line of wilds alone pays the WILD row. Every pay is a multiple of 20, so the round's
 * multiplier (Σ pays / 20 lines) is an exact integer. With the strips below the return is 96.06 %
 * (computed exactly in test/inhouse-engines.test.ts by enumerating every line, and simulated).
 */
export const SLOT_SYMBOLS: readonly { id: string; pays: readonly [number, number, number] }[] = [
  { id: WILD, pays: [10000, 50000, 200000] },
  { id: 'SEVEN', pays: [10000, 50000, 200000] },
  { id: 'BAR', pays: [5000, 20000, 80000] },
  { id: 'BELL', pays: [3000, 10000, 30000] },
  { id: 'GRAPE', pays: [2000, 6000, 16000] },
  { id: 'ORANGE', pays: [1200, 4000, 10000] },
  { id: 'LEMON', pays: [800, 2000, 6000] },
  { id: 'CHERRY', pays: [500, 1600, 4600] },
];

const PAYS = new Map(SLOT_SYMBOLS.map((symbol) => [symbol.id, symbol.pays]));

/**
 * One strip per reel, 32 stops each with the same symbol counts (WILD 1, SEVEN 1, BAR 2, BELL 3,
 * GRAPE 4, ORANGE 5, LEMON 7, CHERRY 9) in a different order; no symbol sits next to itself.
 * The grid shows the stop and the next two stops (wrapping) as rows 0, 1, 2.
 */
export const SLOT_STRIPS: readonly (readonly string[])[] = [
  ['BELL', 'GRAPE', 'CHERRY', 'LEMON', 'CHERRY', 'WILD', 'CHERRY', 'LEMON', 'CHERRY', 'BAR', 'ORANGE', 'CHERRY', 'LEMON', 'CHERRY', 'SEVEN', 'LEMON', 'CHERRY', 'BELL', 'LEMON', 'BELL', 'ORANGE', 'CHERRY', 'GRAPE', 'LEMON', 'BAR', 'ORANGE', 'GRAPE', 'LEMON', 'ORANGE', 'GRAPE', 'CHERRY', 'ORANGE'],
  ['CHERRY', 'LEMON', 'ORANGE', 'WILD', 'CHERRY', 'GRAPE', 'LEMON', 'CHERRY', 'BAR', 'ORANGE', 'CHERRY', 'LEMON', 'GRAPE', 'CHERRY', 'GRAPE', 'BELL', 'LEMON', 'GRAPE', 'BELL', 'LEMON', 'CHERRY', 'BAR', 'CHERRY', 'LEMON', 'ORANGE', 'CHERRY', 'ORANGE', 'CHERRY', 'BELL', 'LEMON', 'ORANGE', 'SEVEN'],
  ['BAR', 'LEMON', 'BELL', 'LEMON', 'ORANGE', 'LEMON', 'CHERRY', 'GRAPE', 'CHERRY', 'BELL', 'LEMON', 'GRAPE', 'CHERRY', 'GRAPE', 'ORANGE', 'LEMON', 'CHERRY', 'ORANGE', 'BAR', 'SEVEN', 'LEMON', 'CHERRY', 'ORANGE', 'CHERRY', 'WILD', 'CHERRY', 'ORANGE', 'CHERRY', 'BELL', 'CHERRY', 'LEMON', 'GRAPE'],
  ['CHERRY', 'SEVEN', 'CHERRY', 'LEMON', 'BELL', 'CHERRY', 'LEMON', 'GRAPE', 'ORANGE', 'LEMON', 'BELL', 'CHERRY', 'LEMON', 'ORANGE', 'LEMON', 'CHERRY', 'ORANGE', 'GRAPE', 'ORANGE', 'BAR', 'CHERRY', 'WILD', 'GRAPE', 'CHERRY', 'BAR', 'CHERRY', 'LEMON', 'ORANGE', 'BELL', 'GRAPE', 'CHERRY', 'LEMON'],
  ['GRAPE', 'ORANGE', 'CHERRY', 'GRAPE', 'CHERRY', 'LEMON', 'BELL', 'LEMON', 'CHERRY', 'LEMON', 'ORANGE', 'CHERRY', 'ORANGE', 'CHERRY', 'SEVEN', 'BAR', 'LEMON', 'ORANGE', 'BAR', 'CHERRY', 'GRAPE', 'BELL', 'LEMON', 'CHERRY', 'ORANGE', 'BELL', 'LEMON', 'GRAPE', 'WILD', 'CHERRY', 'LEMON', 'CHERRY'],
];

/** The 20 paylines: the row (0 top, 1 middle, 2 bottom) on each reel. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

/** A winning line's `payout`: floor(bet × pay / 100 / 20) minor units. The result shapes are the contract's. */
export type { SlotResult, SlotWin };

/** The best pay of one line's symbols (left to right), or null: [symbol, count, pay ×100 of the line bet]. */
export function evaluateLine(symbols: readonly string[]): { symbol: string; count: number; pay: number } | null {
  const first = symbols.find((symbol) => symbol !== WILD);
  if (first === undefined) return { symbol: WILD, count: symbols.length, pay: PAYS.get(WILD)![symbols.length - 3]! };
  let count = 0;
  while (count < symbols.length && (symbols[count] === first || symbols[count] === WILD)) count += 1;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds += 1;
  const substituted = count >= 3 ? PAYS.get(first)![count - 3]! : 0;
  const wildPay = wilds >= 3 ? PAYS.get(WILD)![wilds - 3]! : 0;
  if (wildPay > substituted) return { symbol: WILD, count: wilds, pay: wildPay };
  return substituted > 0 ? { symbol: first, count, pay: substituted } : null;
}

export function slotStops(fair: FairInput): number[] {
  return SLOT_STRIPS.map((strip, reel) => Math.floor(fairFloat(fair.serverSeed, fair.clientSeed, fair.nonce, reel) * strip.length));
}

export function playSlot(fair: FairInput, bet: number): { result: SlotResult; multiplier: number } {
  const stops = slotStops(fair);
  const grid = Array.from({ length: SLOT_ROWS }, (_, row) => SLOT_STRIPS.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!));
  const wins: SlotWin[] = [];
  let pays = 0;
  SLOT_LINES.forEach((rows, line) => {
    const win = evaluateLine(rows.map((row, reel) => grid[row]![reel]!));
    if (!win) return;
    pays += win.pay;
    wins.push({ line, symbol: win.symbol, count: win.count, payout: Math.floor((bet * win.pay) / 100 / SLOT_LINES.length) });
  });
  return { result: { grid, wins }, multiplier: Math.floor(pays / SLOT_LINES.length) };
}

/* ---------------------------------------------------------------- dice */

/** The target range (percent) is the contract's. */
export { DICE_MAX_TARGET, DICE_MIN_TARGET };

/** A dice round's choices, as the round body carries them. */
export type DiceParams = NonNullable<PlayRoundBody['dice']>;
export type { DiceResult };

/** The chance in percent of a dice bet, and its multiplier floor(9900 / chance) (a 1 % edge). */
export function diceMultiplier(params: DiceParams): number {
  const chance = params.over ? 100 - params.target : params.target;
  return Math.floor(9900 / chance);
}

export function playDice(fair: FairInput, params: DiceParams): { result: DiceResult; multiplier: number } {
  const roll = Math.floor(fairFloat(fair.serverSeed, fair.clientSeed, fair.nonce) * 10000);
  const win = params.over ? roll >= params.target * 100 : roll < params.target * 100;
  return { result: { roll, target: params.target, over: params.over, win }, multiplier: win ? diceMultiplier(params) : 0 };
}

/* ---------------------------------------------------------------- crash */

/** The cash-out range (×100) is the contract's. */
export { CRASH_MAX_CASH_OUT, CRASH_MIN_CASH_OUT };

/** A crash round's choices, as the round body carries them. */
export type CrashParams = NonNullable<PlayRoundBody['crash']>;
export type { CrashResult };

/** min(100000, max(100, floor(99 / (1 − float)))): a cash-out at c wins with probability 99 / c. */
export function crashPointOf(float: number): number {
  return Math.min(CRASH_MAX_CASH_OUT, Math.max(100, Math.floor(99 / (1 - float))));
}

export function playCrash(fair: FairInput, params: CrashParams): { result: CrashResult; multiplier: number } {
  const crashPoint = crashPointOf(fairFloat(fair.serverSeed, fair.clientSeed, fair.nonce));
  const win = crashPoint >= params.cashOut;
  return { result: { crashPoint, cashOut: params.cashOut, win }, multiplier: win ? params.cashOut : 0 };
}

/* ---------------------------------------------------------------- any engine */

export type EngineResult = RoundResult;

export interface RoundChoices {
  dice?: DiceParams;
  crash?: CrashParams;
}

export interface Outcome {
  result: EngineResult;
  multiplier: number;
}

/** Plays one round; the caller has checked that the engine's choices are present and in range. */
export function play(engine: EngineName, fair: FairInput, bet: number, choices: RoundChoices): Outcome {
  switch (engine) {
    case 'slot':
      return playSlot(fair, bet);
    case 'dice':
      if (!choices.dice) throw new RangeError('dice needs { target, over }');
      return playDice(fair, choices.dice);
    case 'crash':
      if (!choices.crash) throw new RangeError('crash needs { cashOut }');
      return playCrash(fair, choices.crash);
  }
}

/** Recomputes a round from its seeds: what `GET /wps/game/inhouse/verify` answers. */
export function verify(engine: EngineName, fair: FairInput, bet: number, choices: RoundChoices): Outcome & { serverSeedHash: string } {
  return { serverSeedHash: serverSeedHash(fair.serverSeed), ...play(engine, fair, bet, choices) };
}

/** `rules` of the session answer, per engine (the contract's shapes). */
export function rulesOf(engine: 'slot'): SlotRules;
export function rulesOf(engine: 'dice'): DiceRules;
export function rulesOf(engine: 'crash'): CrashRules;
export function rulesOf(engine: EngineName): SlotRules | DiceRules | CrashRules;
export function rulesOf(engine: EngineName): SlotRules | DiceRules | CrashRules {
  switch (engine) {
    case 'slot':
      return {
        reels: SLOT_REELS,
        rows: SLOT_ROWS,
        strips: SLOT_STRIPS.map((strip) => [...strip]),
        lines: SLOT_LINES.map((line) => [...line]),
        symbols: SLOT_SYMBOLS.map((symbol) => ({ id: symbol.id, pays: [...symbol.pays] })),
        // Beyond the spec's shape: which symbol substitutes, so the client can explain the pay table.
        wild: WILD,
      };
    case 'dice':
      return { houseEdge: 1, minTarget: DICE_MIN_TARGET, maxTarget: DICE_MAX_TARGET };
    case 'crash':
      return { houseEdge: 1, minCashOut: CRASH_MIN_CASH_OUT, maxCashOut: CRASH_MAX_CASH_OUT, growthPerMs: CRASH_GROWTH_PER_MS };
  }
}
