// The numbers the page shows before and after a round, exactly as docs/wire-contract.md computes them
// (integers ×100 for multipliers, integer minor units for money).

/** Dice win chance in percent: under wins below the target, over wins at or above it. */
export function diceChance(target: number, over: boolean): number {
  return over ? 100 - target : target;
}

/** Dice multiplier ×100: floor(9900 / chance) (50% → 198 = 1.98×). */
export function diceMultiplier(chance: number): number {
  return Math.floor(9900 / chance);
}

/** What a winning round pays: floor(bet × multiplier / 100). */
export function payoutOf(bet: number, multiplier: number): number {
  return Math.floor((bet * multiplier) / 100);
}

/** Crash win chance in percent for a cash-out ×100: 99 / cash-out. */
export function crashChance(cashOut: number): number {
  return 9900 / cashOut;
}

/** 250 → '2.50'. */
export function formatMultiplier(multiplier: number): string {
  return (multiplier / 100).toFixed(2);
}

/** A dice roll 0–9999 as shown: 4213 → '42.13'. */
export function formatRoll(roll: number): string {
  return (roll / 100).toFixed(2);
}

/** A percentage with at most two decimals, trailing zeros dropped: 49.5, 25, 33.33. */
export function formatChance(percent: number): string {
  return String(Math.round(percent * 100) / 100);
}

/**
 * Parses the cash-out the player typed ('2', '2.5', '1000.00') into ×100, or null when it is not a
 * number with at most two decimals inside [min, max].
 */
export function parseCashOut(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return null;
  const value = Math.round(Number.parseFloat(trimmed) * 100);
  return value >= min && value <= max ? value : null;
}

/** The bet steps the player may choose: inside the limits, ascending, no repeats. */
export function usableSteps(steps: readonly number[], min: number, max: number): number[] {
  const inside = [...new Set(steps)].filter((step) => step >= min && step <= max).sort((a, b) => a - b);
  return inside.length > 0 ? inside : [min];
}

/** The grid before any round: each reel's first stop and the next two. */
export function initialGrid(strips: readonly string[][], rows: number): string[][] {
  return Array.from({ length: rows }, (_, row) => strips.map((strip) => strip[row % Math.max(1, strip.length)] ?? ''));
}

/** 'row:reel' keys of the cells that make up the wins, for highlighting. */
export function winningCells(lines: readonly number[][], wins: readonly { line: number; symbol: string; count: number }[]): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) {
    // `line` is the payline's index in `rules.lines`.
    const rows = lines[win.line];
    if (!rows) continue;
    for (let reel = 0; reel < Math.min(win.count, rows.length); reel += 1) cells.add(`${rows[reel]}:${reel}`);
  }
  return cells;
}
