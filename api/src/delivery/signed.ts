import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signed values of delivery (override links and cookies, load tokens): `<payload>.<sig>`, payload
 * base64url JSON, sig HMAC-SHA256 of the payload under the key. Nothing here is secret, only unforgeable.
 */

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function seal(key: Buffer, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The JSON under a valid signature, or null (malformed or forged). */
export function unseal(key: Buffer, sealed: string): unknown {
  const dot = sealed.indexOf('.');
  if (dot <= 0) return null;
  const payload = sealed.slice(0, dot);
  const given = Buffer.from(sealed.slice(dot + 1));
  const expected = Buffer.from(sign(key, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
