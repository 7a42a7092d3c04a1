import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OVERRIDE_COOKIE } from '@portal/shared/contracts';
import { readCookie, setCookie } from './cookies';
import { isRemoteName, type Build } from './registry';

/*
 * Per-browser overrides: ops make a signed, expiring link (`/wps/remotes/override?token=<payload>.<sig>`,
 * payload base64url JSON {remote, version, entry, exp}, sig HMAC-SHA256 under the server secret
 * `remote-override`). Opening it puts the pin into the browser's `portal_remote_override` cookie, a
 * signed set of pins (one per remote) in the same form; /remotes.json honours only a cookie whose
 * signature holds, and of it only the pins not yet expired. A forged or expired token changes nothing.
 */

export interface Pin extends Build {
  remote: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

export const OVERRIDE_PATH = '/wps/remotes/override';

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function seal(key: Buffer, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The JSON under a valid signature, or null (malformed or forged). */
function open(key: Buffer, sealed: string): unknown {
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

function isPin(value: unknown): value is Pin {
  const v = value as Partial<Pin> | null;
  return !!v && typeof v.remote === 'string' && isRemoteName(v.remote) && typeof v.version === 'string' && typeof v.entry === 'string' && typeof v.exp === 'number';
}

/** The link's token for one pin. */
export function overrideToken(key: Buffer, pin: Pin): string {
  return seal(key, { remote: pin.remote, version: pin.version, entry: pin.entry, exp: pin.exp });
}

/** The pin of a link's token when it is genuine and not expired; null otherwise. */
export function pinOfToken(key: Buffer, token: string, now: number): Pin | null {
  const value = open(key, token);
  return isPin(value) && value.exp > now ? value : null;
}

/** This browser's pins that hold now (a cookie with a bad signature counts as none). */
export function pinsOf(request: FastifyRequest, key: Buffer, now: number): Pin[] {
  const cookie = readCookie(request, OVERRIDE_COOKIE);
  if (!cookie) return [];
  const value = open(key, cookie);
  return Array.isArray(value) ? value.filter((pin): pin is Pin => isPin(pin) && pin.exp > now) : [];
}

/** Adds a pin to the browser's set (replacing that remote's), the cookie living until the last pin expires. */
export function addPin(request: FastifyRequest, reply: FastifyReply, key: Buffer, pin: Pin, now: number): void {
  const pins = [...pinsOf(request, key, now).filter((p) => p.remote !== pin.remote), pin];
  const until = Math.max(...pins.map((p) => p.exp));
  setCookie(request, reply, OVERRIDE_COOKIE, seal(key, pins), (until - now) / 1000);
}

export function clearPins(request: FastifyRequest, reply: FastifyReply): void {
  setCookie(request, reply, OVERRIDE_COOKIE, '', 0);
}
