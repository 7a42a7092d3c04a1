import type { FastifyReply, FastifyRequest } from 'fastify';
import { OVERRIDE_COOKIE } from '@portal/shared/contracts';
import { readCookie, setCookie } from './cookies';
import { isRemoteName, type Build } from './registry';
import { seal, unseal as open } from './signed';

/*
 * Per-browser overrides: ops make a signed, expiring link (`/wps/remotes/override?token=<payload>.<sig>`,
 * payload base64url JSON {remote, version, entry, exp, iat}, sig HMAC-SHA256 under the server secret
 * `remote-override`). Opening it puts the pin into the browser's `portal_remote_override` cookie, a
 * signed set of pins (one per remote) in the same form; /remotes.json honours only a cookie whose
 * signature holds, and of it only the pins not yet expired and whose version ops have not withdrawn
 * (rolled back) since the link was made. A forged or expired token changes nothing.
 */

export interface Pin extends Build {
  remote: string;
  /** Expiry, ms since the epoch. */
  exp: number;
  /** When the link was made, ms since the epoch: a withdrawal of its version after it ends the pin (none: 0). */
  iat?: number;
}

export const OVERRIDE_PATH = '/wps/remotes/override';

function isPin(value: unknown): value is Pin {
  const v = value as Partial<Pin> | null;
  return !!v && typeof v.remote === 'string' && isRemoteName(v.remote) && typeof v.version === 'string' && typeof v.entry === 'string' && typeof v.exp === 'number';
}

/** The link's token for one pin. */
export function overrideToken(key: Buffer, pin: Pin): string {
  return seal(key, { remote: pin.remote, version: pin.version, entry: pin.entry, exp: pin.exp, iat: pin.iat ?? 0 });
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

/** Puts this browser's pins back as `pins` (the ones ops withdrew left out); none left clears the cookie. */
export function keepPins(request: FastifyRequest, reply: FastifyReply, key: Buffer, pins: Pin[], now: number): void {
  if (pins.length === 0) return clearPins(request, reply);
  setCookie(request, reply, OVERRIDE_COOKIE, seal(key, pins), (Math.max(...pins.map((p) => p.exp)) - now) / 1000);
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
