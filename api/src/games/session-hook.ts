import type { FastifyRequest } from 'fastify';
import { notLoggedIn } from '../http/api-error';
import { merchantOf } from '../http/request-context';
import type { SessionStore } from '../session/session-store';

/**
 * onRequest hook of the T calls guests also use (docs/wire-contract.md: `GCSGAME_gameList`,
 * `GCSGAME_getVassGameType`): without a token the call is anonymous; a token that is sent must name a
 * live session of this site, else the usual 401 login.not.session (a client whose session died learns
 * it, instead of silently seeing a guest's list).
 */
export function tokenIfSent(sessions: SessionStore) {
  return async function tokenIfSentHook(request: FastifyRequest): Promise<void> {
    const raw = request.headers.authorization;
    const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!token) {
      request.session = null;
      return;
    }
    const session = await sessions.resolve(token, merchantOf(request).id);
    if (!session) throw notLoggedIn();
    request.session = session;
  };
}
