import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireSession } from '../http/auth';
import { ok } from '../http/envelope';
import { languageCode, languageOf } from '../http/language';
import { sessionOf } from '../http/request-context';
import type { EventDispatcher } from './dispatcher';
import { countUnread } from './queries';
import {
  eventsSchema,
  messagesSchema,
  readMessageSchema,
  ticketSchema,
  unreadCountSchema,
  type EventsQuery,
  type MessageParams,
  type MessagesQuery,
} from './schemas';
import { listMessages, openTicket, readMessage, redeemTicket } from './service';
import { serveStream } from './stream';

export interface MessagesRouteOptions {
  ctx: AppContext;
  events: EventDispatcher;
  /** Tests shorten the keepalive. */
  keepaliveMs?: number;
}

export async function messagesRoutes(app: FastifyInstance, { ctx, events, keepaliveMs }: MessagesRouteOptions): Promise<void> {
  const session = requireSession(ctx.sessions);

  app.get('/wps/relay/CSP_unreadCount', { schema: unreadCountSchema, onRequest: session }, async (request) =>
    ok({ count: await countUnread(ctx.db, sessionOf(request).member.id) }),
  );

  app.get<{ Querystring: MessagesQuery }>('/wps/member/messages', { schema: messagesSchema, onRequest: session }, async (request) =>
    ok(await listMessages(ctx.db, sessionOf(request).member.id, request.query.pageNo, request.query.pageSize, languageOf(request))),
  );

  app.put<{ Params: MessageParams }>('/wps/member/messages/:id/read', { schema: readMessageSchema, onRequest: session }, async (request) =>
    ok(await readMessage(ctx.db, sessionOf(request).member.id, request.params.id)),
  );

  app.post('/wps/member/events/ticket', { schema: ticketSchema, onRequest: session }, async (request) => {
    const { member, sessionId } = sessionOf(request);
    return ok(await openTicket(ctx.db, member.id, sessionId, languageOf(request)));
  });

  // EventSource sends no headers of ours: the single-use ticket stands for the session and language.
  app.get<{ Querystring: EventsQuery }>('/wps/member/events', { schema: eventsSchema }, async (request, reply) => {
    const owner = await redeemTicket(ctx.db, request.query.ticket);
    const header = request.headers['last-event-id'];
    const fromHeader = Number.parseInt(Array.isArray(header) ? (header[0] ?? '') : (header ?? ''), 10);
    const lastEventId = Number.isSafeInteger(fromHeader) && fromHeader >= 0 ? fromHeader : (request.query.lastEventId ?? null);
    await serveStream(
      ctx.db,
      events,
      request,
      reply,
      { memberId: owner.memberId, sessionId: owner.sessionId, language: languageCode(owner.language) ?? languageOf(request) },
      lastEventId,
      keepaliveMs,
    );
  });
}
