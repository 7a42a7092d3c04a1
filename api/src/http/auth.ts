import type { FastifyRequest } from 'fastify';
import type { SessionStore } from '../session';
import { notLoggedIn } from './api-error';
import { merchantOf } from './request-context';

/**
 * onRequest hook of T calls: `Authorization: <raw token>` (no `Bearer`) must name a live session of
 * this site, else 401 login.not.session. Runs before the body is read, so a dead session costs nothing.
 */
export function requireSession(sessions: SessionStore) {
  return async function sessionHook(request: FastifyRequest): Promise<void> {
    const raw = request.headers.authorization;
    const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    // A session the member's session limit has ended answers 401 protection.session.limit, once.
    const session = token ? await sessions.resolve(token, merchantOf(request).id, { refuseEnded: true }) : null;
    if (!session) throw notLoggedIn();
    request.session = session;
  };
}

/**
 * onRequest hook of calls where the token is optional (feedback): a live session is attached when one
 * is sent; no token, or one that is no longer live, makes an anonymous call rather than a 401.
 */
export function optionalSession(sessions: SessionStore) {
  return async function optionalSessionHook(request: FastifyRequest): Promise<void> {
    const raw = request.headers.authorization;
    const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    request.session = token ? await sessions.resolve(token, merchantOf(request).id) : null;
  };
}
