import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../context';
import { optionalSession, requireSession } from '../http/auth';
import { decryptBody } from '../http/encrypted';
import { ok } from '../http/envelope';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, sessionOf } from '../http/request-context';
import {
  freePlaySchema,
  launchSchema,
  playRoundSchema,
  roundsSchema,
  seedSchema,
  sessionSchema,
  verifySchema,
  type FreePlayBody,
  type LaunchBody,
  type RoundBody,
  type RoundsQuery,
  type SeedBody,
  type TicketQuery,
  type VerifyQuery,
} from './schemas';
import { freePlay, gameSession, launchGame, openTicket, playRound, rotateSeed, roundHistory, verifyRound } from './service';

/**
 * The built-in vendor adapter: launch calls and the in-house game session (docs/wire-contract.md,
 * "In-house games"). The ticket is the session's credential; a real ticket also needs its member's
 * token, so the ticket calls read the token when one is sent (optionalSession) and the service decides.
 */
export async function inhouseRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const ticketOf = (request: FastifyRequest, ticket: string) => openTicket(ctx, callerOf(request), request.session, ticket);

  app.post<{ Body: LaunchBody }>('/wps/game/launchGame', { schema: launchSchema, onRequest: requireSession(ctx.sessions) }, async (request) =>
    ok(await launchGame(ctx, callerOf(request), sessionOf(request), request.body.nodeId)),
  );

  // Anonymous and writing a row per call: rate limited like the other anonymous writes.
  // Spec §7: the free-play login is an E call (the legacy client sent os and platform W with it).
  app.post<{ Body: FreePlayBody }>(
    '/wps/session/login/freeplay',
    { schema: freePlaySchema, config: authRateLimit(ctx.config.authRateLimit), preValidation: decryptBody(ctx.transportKey) },
    async (request) =>
      ok(await freePlay(ctx, callerOf(request), request.body.nodeId)),
  );

  app.get<{ Querystring: TicketQuery }>('/wps/game/inhouse/session', { schema: sessionSchema, onRequest: optionalSession(ctx.sessions) }, async (request) =>
    ok(await gameSession(ctx, callerOf(request), await ticketOf(request, request.query.ticket))),
  );

  app.post<{ Body: RoundBody }>('/wps/game/inhouse/round', { schema: playRoundSchema, onRequest: optionalSession(ctx.sessions) }, async (request) => {
    const { ticket, ...input } = request.body;
    return ok(await playRound(ctx, callerOf(request), await ticketOf(request, ticket), input));
  });

  app.post<{ Body: SeedBody }>('/wps/game/inhouse/seed', { schema: seedSchema, onRequest: optionalSession(ctx.sessions) }, async (request) =>
    ok(await rotateSeed(ctx, await ticketOf(request, request.body.ticket), request.body.clientSeed)),
  );

  app.get<{ Querystring: RoundsQuery }>('/wps/game/inhouse/rounds', { schema: roundsSchema, onRequest: optionalSession(ctx.sessions) }, async (request) =>
    ok(await roundHistory(ctx, await ticketOf(request, request.query.ticket), request.query.limit)),
  );

  app.get<{ Querystring: VerifyQuery }>('/wps/game/inhouse/verify', { schema: verifySchema }, async (request) => ok(verifyRound(request.query)));
}
