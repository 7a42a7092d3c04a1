import { randomInt } from 'node:crypto';
import type { EnvelopeSplit } from '@portal/shared/contracts';

/*
 * How a red envelope's amount is shared by `count` receivers, in integer minor units: every share is
 * at least 1 and the shares always sum to the amount (the caller makes sure amount ≥ count).
 * - equal: amount ÷ count each; the remainder goes one unit each to the first receivers, in the
 *   order the agent listed them (so 100 among 3 is 34, 33, 33).
 * - random: a uniformly random composition. The amount is a row of `amount` units; cutting it at
 *   count − 1 distinct places drawn from the amount − 1 gaps between units gives count runs of at
 *   least one unit each, and every such split is equally likely. The cuts come from node's CSPRNG
 *   (`crypto.randomInt`, unbiased by rejection), so neither a receiver nor the agent can predict or
 *   steer them.
 */

export function splitEqually(amount: number, count: number): number[] {
  checkSplit(amount, count);
  const base = Math.floor(amount / count);
  const extra = amount - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

export function splitRandomly(amount: number, count: number, draw: (min: number, max: number) => number = randomInt): number[] {
  checkSplit(amount, count);
  const cuts = new Set<number>();
  // count ≤ 30, so redrawing a cut already taken ends fast even when nearly every gap is a cut.
  while (cuts.size < count - 1) cuts.add(draw(1, amount));
  const points = [0, ...[...cuts].sort((a, b) => a - b), amount];
  return points.slice(1).map((point, i) => point - (points[i] ?? 0));
}

export function splitAmount(split: EnvelopeSplit, amount: number, count: number): number[] {
  return split === 'equal' ? splitEqually(amount, count) : splitRandomly(amount, count);
}

function checkSplit(amount: number, count: number): void {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(count) || count < 1 || amount < count) {
    throw new RangeError(`cannot split ${amount} into ${count} shares of at least 1`);
  }
}
