import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { LotteryPrizeLine, LotteryTier } from '@portal/shared/contracts';
import type { GameConfig } from './games';

/*
 * Provably fair draws (api/docs/lottery.md, docs/wire-contract.md "Lottery"). Each draw has its own
 * server seed (32 random bytes as 64 hex characters), created with the draw; its SHA-256 hex is public
 * from the moment the draw opens, the seed itself once it is drawn. The result is a function of the
 * seed, the game code and the draw number only, so it was fixed before any bet and anyone can recompute
 * it:
 *   block_k = HMAC-SHA256(key = serverSeed as UTF-8, message = `${gameCode}:${numero}:${k}`), k = 0, 1, …
 *   digits  = the bytes of block_0, block_1, … in order; a byte b < 250 gives the digit b mod 10, a byte
 *             of 250–255 is skipped (so every digit is uniform).
 * The numbers are read from that digit stream in the order of the result table (tier by tier, each
 * number most significant digit first). SEA 4D numbers are all different: a 4-digit number already
 * drawn in the draw is skipped and the next one read.
 */

/** Tier layouts: [tier, how many numbers, digits each]. */
type Layout = readonly (readonly [LotteryTier, number, number])[];

const VN_NORTH: Layout = [['DB', 1, 5], ['G1', 1, 5], ['G2', 2, 5], ['G3', 6, 5], ['G4', 4, 4], ['G5', 6, 4], ['G6', 3, 3], ['G7', 4, 2]];
const VN_SOUTH: Layout = [['DB', 1, 6], ['G1', 1, 5], ['G2', 1, 5], ['G3', 2, 5], ['G4', 7, 5], ['G5', 1, 4], ['G6', 3, 4], ['G7', 1, 3], ['G8', 1, 2]];
const SEA: Layout = [['P1', 1, 4], ['P2', 1, 4], ['P3', 1, 4], ['STARTER', 10, 4], ['CONSOLATION', 10, 4]];
const FAST: Layout = [['BALLS', 5, 1]];

export function layoutOf(game: GameConfig): Layout {
  if (game.family === 'FAST') return FAST;
  if (game.family === 'SEA') return SEA;
  return game.code === 'VN_NORTH' ? VN_NORTH : VN_SOUTH;
}

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function serverSeedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** The uniform decimal digits of a draw, as a generator. */
function* digitStream(serverSeed: string, gameCode: string, numero: string): Generator<number, never> {
  for (let block = 0; ; block += 1) {
    const bytes = createHmac('sha256', serverSeed).update(`${gameCode}:${numero}:${block}`).digest();
    for (const byte of bytes) if (byte < 250) yield byte % 10;
  }
}

/** The prizes of a draw from its seed: what the job stores and the verify call recomputes. */
export function drawResult(game: GameConfig, serverSeed: string, numero: string): LotteryPrizeLine[] {
  const digits = digitStream(serverSeed, game.code, numero);
  const next = (length: number) => Array.from({ length }, () => String(digits.next().value)).join('');
  const seen = new Set<string>();
  return layoutOf(game).map(([tier, count, length]) => {
    const numbers: string[] = [];
    while (numbers.length < count) {
      const number = next(length);
      if (game.family === 'SEA') {
        if (seen.has(number)) continue;
        seen.add(number);
      }
      numbers.push(number);
    }
    return { tier, numbers };
  });
}
