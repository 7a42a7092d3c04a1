import type { FastifyInstance } from 'fastify';
import { CSP_unreadCount, eventTicket, memberMessages, readMessage as readMessageEndpoint, type EventStreamQuery } from '@portal/shared/contracts';
import { EventStreamQuery as eventStreamQuerySchema } from '@portal/shared/contracts/schemas';
import type { AppContext } from '../context';
import { languageCode, languageOf } from '../http/language';
import { sessionOf } from '../http/request-context';
import { route } from '../http/route';
import type { EventDispatcher } from './dispatcher';
import { countUnread } from './queries';
import { listMessages, openTicket, readMessage, redeemTicket } from './service';
import { serveStream } from './stream';

export interface MessagesRouteOptions {
  ctx: AppContext;
  events: EventDispatcher;
  /** Tests shorten the keepalive. */
  keepaliveMs?: number;
}

export async function messagesRoutes(app: FastifyInstance, { ctx, events, keepaliveMs }: MessagesRouteOptions): Promise<void> {
  route(app, ctx, CSP_unreadCount, async (request) => ({ count: await countUnread(ctx.db, sessionOf(request).member.id) }));

  route(app, ctx, memberMessages, async (request) =>
    listMessages(ctx.db, sessionOf(request).member.id, request.query.pageNo, request.query.pageSize, languageOf(request)),
  );

  route(app, ctx, readMessageEndpoint, async (request) => readMessage(ctx.db, sessionOf(request).member.id, request.params.id));

  route(app, ctx, eventTicket, async (request) => {
    const { member, sessionId } = sessionOf(request);
    return openTicket(ctx.db, member.id, sessionId, languageOf(request));
  });

  // The stream itself (server-sent events, not a JSON call). EventSource sends no headers of ours:
  // the single-use ticket stands for the session and language.
  app.get<{ Querystring: EventStreamQuery }>('/wps/member/events', { schema: { querystring: eventStreamQuerySchema } }, async (request, reply) => {
    const owner = await redeemTicket(ctx.db, request.query.ticket);
    const header = request.headers['last-event-id'];
    const fromHeader = Number.parseInt(Array.isArray(header) ? (header[0] ?? '') : (header ?? ''), 10);
    const lastEventId = Number.isSafeInteger(fromHeader) && fromHeader >= 0 ? fromHeader : (request.query.lastEventId ?? null);
    await serveStream(
      ctx.db,
      events,
      request,
      reply,
      {
        memberId: owner.memberId,
        language: languageCode(owner.language) ?? languageOf(request),
        sessionIsLive: () => ctx.sessions.isLive(owner.sessionId),
      },
      lastEventId,
      keepaliveMs,
    );
  });
}
