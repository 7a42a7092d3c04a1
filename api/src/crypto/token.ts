import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as hex: the session token handed to the client (opaque to it). */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** Tokens are stored only as their SHA-256; a fast hash is right here because tokens are random. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time equality of two secrets of any length (compares their digests). */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
