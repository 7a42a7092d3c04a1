import type { FastifyRequest } from 'fastify';
import { notLoggedIn } from '../http/api-error';

/**
 * onRequest hook of the T calls guests also use (docs/wire-contract.md: `GCSGAME_gameList`,
 * `GCSGAME_getVassGameType`), after the contract's optional session: without a token the call is
 * anonymous; a token that is sent must have named a live session of this site, else the usual 401
 * login.not.session (a client whose session died learns it, instead of silently seeing a guest's list).
 */
export async function refuseDeadToken(request: FastifyRequest): Promise<void> {
  const raw = request.headers.authorization;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (token && !request.session) throw notLoggedIn();
}
