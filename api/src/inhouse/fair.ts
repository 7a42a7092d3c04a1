import { createHash, createHmac, randomBytes } from 'node:crypto';

/*
 * Provably fair randomness (docs/wire-contract.md, "Provably fair"). A round's randomness is
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`) (a slot reel adds `:${reel}`); the
 * first 13 hex digits of the digest, read as an integer and divided by 16^13 = 2^52, give a float in
 * [0, 1) that is exact in a double. The key is the server seed string itself (its UTF-8 bytes), not
 * the bytes its hex spells, so anyone can recompute a round with a stock HMAC tool.
 */

const FLOAT_HEX_DIGITS = 13;
const FLOAT_SCALE = 16 ** FLOAT_HEX_DIGITS;

export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export function fairMessage(clientSeed: string, nonce: number, cursor?: number): string {
  return cursor === undefined ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${cursor}`;
}

/** The uniform float of one message: [0, 1), 52 bits. */
export function fairFloat(serverSeed: string, clientSeed: string, nonce: number, cursor?: number): number {
  const digest = createHmac('sha256', serverSeed).update(fairMessage(clientSeed, nonce, cursor)).digest('hex');
  return Number.parseInt(digest.slice(0, FLOAT_HEX_DIGITS), 16) / FLOAT_SCALE;
}

/** What the player sees before any round: sha256 hex of the server seed. */
export function serverSeedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** A fresh server seed: 32 random bytes as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A fresh client seed (the player may choose their own when rotating). */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}
