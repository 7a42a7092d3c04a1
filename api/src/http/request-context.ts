import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { MerchantRow } from '../db/schema';
import { languageOf } from './language';
import type { Language } from './messages';
import type { AppContext } from '../context';
import type { ActiveSession } from '../session';

import type { RouteMapEntry } from './route-map';
import type { EventDispatcher } from '../messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site of the call, from the `Merchant` header (set for every /wps and /lgw route). */
    merchant: MerchantRow | null;
    /** The caller's session on T calls (set by requireSession). */
    session: ActiveSession | null;
  }
  interface FastifyInstance {
    /** The server's services, for callers that embed the API (tests, later modules, ops scripts). */
    portal: AppContext;
    /** Every route the server declared, with its domain and contract endpoint (docs/route-map.md). */
    routeMap: readonly RouteMapEntry[];
    /**
     * This instance's live-update dispatcher (api/src/messages): its open streams, a poll at a moment
     * of the caller's choosing, the moment closed streams are forgotten (tests wait on these, not on time).
     */
    liveEvents: EventDispatcher;
  }
}

export function merchantOf(request: FastifyRequest): MerchantRow {
  if (!request.merchant) throw new Error('route is missing the merchant hook');
  return request.merchant;
}

export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new Error('route is missing the requireSession hook');
  return request.session;
}

/** The visitor's IP (X-Forwarded-For aware through trustProxy), without the IPv4-mapped prefix. */
export function clientIp(request: FastifyRequest): string {
  return request.ip.startsWith('::ffff:') ? request.ip.slice('::ffff:'.length) : request.ip;
}

/** Who is calling, for services that answer in the caller's language or write to the log. */
export interface Caller {
  merchant: MerchantRow;
  ip: string;
  language: Language;
  log: FastifyBaseLogger;
  /** The browser's own id (`Device-Id`), for "one per device" promotions; null when it sent none or a malformed one. */
  deviceId?: string | null;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The `Device-Id` header the portal's browsers send (a random id each keeps), when well formed. */
export function deviceIdOf(request: FastifyRequest): string | null {
  const value = request.headers['device-id'];
  return typeof value === 'string' && DEVICE_ID.test(value) ? value : null;
}

export function callerOf(request: FastifyRequest): Caller {
  return { merchant: merchantOf(request), ip: clientIp(request), language: languageOf(request), log: request.log, deviceId: deviceIdOf(request) };
}
