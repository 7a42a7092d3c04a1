import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cashOutCrashFlight as cashOutEndpoint,
  crashFlight as crashFlightEndpoint,
  GCS_gameLaunchFB,
  inhouseRounds,
  inhouseSession,
  launchGame as launchGameEndpoint,
  loginFreePlay,
  playInhouseRound,
  rotateInhouseSeed,
  startCrashFlight as startCrashEndpoint,
  verifyInhouseRound,
} from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { authRateLimit } from '../http/rate-limit';
import { callerOf, sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { refuseWhileExcluded } from '../protection';
import { cashOutCrashFlight, flightInTheAir, readCrashFlight, startCrashFlight } from './crash-flight';
import { freePlay, gameSession, launchGame, openTicket, playRound, rotateSeed, roundHistory, verifyRound } from './service';

/**
 * The built-in vendor adapter: launch calls and the in-house game session (docs/wire-contract.md,
 * "In-house games"). The ticket is the session's credential; a real ticket also needs its member's
 * token, so the ticket calls read the token when one is sent (the contract's optional T) and the
 * service decides.
 */
export async function inhouseRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const ticketOf = (request: FastifyRequest, ticket: string) => openTicket(ctx, callerOf(request), request.session, ticket);

  // A player on a break (cool-off, self-exclusion) launches no game until it ends; its stakes are
  // refused anyway (the ledger's stake hook), this says so before a game opens.
  const whileExcluded = refuseWhileExcluded(ctx);
  route(app, ctx, launchGameEndpoint, async (request) => launchGame(ctx, callerOf(request), sessionOf(request), request.body.nodeId), { preHandler: whileExcluded });

  // The vendor's fallback route: what the client tries once when the primary launch failed.
  route(app, ctx, GCS_gameLaunchFB, async (request) => launchGame(ctx, callerOf(request), sessionOf(request), request.body.nodeId, 'fb'), { preHandler: whileExcluded });

  // Anonymous and writing a row per call: rate limited like the other anonymous writes.
  // Spec §7: the free-play login is an E call (the legacy client sent os and platform W with it).
  route(app, ctx, loginFreePlay, async (request) => freePlay(ctx, callerOf(request), request.body.nodeId), {
    config: authRateLimit(ctx.config.authRateLimit),
  });

  route(app, ctx, inhouseSession, async (request) => {
    const open = await ticketOf(request, request.query.ticket);
    const session = await gameSession(ctx, callerOf(request), open);
    return session.engine === 'crash' ? { ...session, flight: await flightInTheAir(ctx, open) } : session;
  });

  route(app, ctx, playInhouseRound, async (request) => {
    const { ticket, ...input } = request.body;
    return playRound(ctx, callerOf(request), await ticketOf(request, ticket), input);
  });

  // The rocket with a manual cash-out: start, cash out and read a flight (crash-flight.ts).
  route(app, ctx, startCrashEndpoint, async (request) => {
    const { ticket, ...input } = request.body;
    return startCrashFlight(ctx, callerOf(request), await ticketOf(request, ticket), input);
  });
  route(app, ctx, cashOutEndpoint, async (request) => cashOutCrashFlight(ctx, await ticketOf(request, request.body.ticket), request.body.roundId));
  route(app, ctx, crashFlightEndpoint, async (request) => readCrashFlight(ctx, await ticketOf(request, request.query.ticket), request.query.roundId));

  route(app, ctx, rotateInhouseSeed, async (request) => rotateSeed(ctx, await ticketOf(request, request.body.ticket), request.body.clientSeed));

  route(app, ctx, inhouseRounds, async (request) => roundHistory(ctx, await ticketOf(request, request.query.ticket), request.query.limit));

  route(app, ctx, verifyInhouseRound, async (request) => verifyRound(request.query));
}
