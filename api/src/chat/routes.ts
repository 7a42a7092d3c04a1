import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CBS_launchChat, CBS_modelList } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { ApiError } from '../http/api-error';
import { languageOf } from '../http/language';
import { translate, type Language } from '../http/messages';
import { authRateLimit } from '../http/rate-limit';
import { merchantOf } from '../http/request-context';
import { route } from '../http/route';
import { chatModels, deskOf, hhmm, isOnline } from './models';
import { CHAT_PAGE_CSP, renderChatPage, renderChatRefusal } from './page';
import { CHAT_COOKIE, CHAT_TOKEN_PATTERN, CHAT_TTL_MS, chatLanguage, chatLines, launchChat, openChat, postMessage, type OpenChat } from './service';

/*
 * Customer-service live chat: the desks and the launch are calls of the contract; the chat
 * page itself (`GET`/`POST /wps/chat/:token`) is a plain route answering HTML, like the demo payment
 * page.
 */

interface TokenParams {
  token: string;
}

interface MessageBody {
  message?: string;
}

const tokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', pattern: CHAT_TOKEN_PATTERN } } };
const pageSchema = { params: tokenParams };
// The length rule is the service's, so a refusal is shown on the page under the field.
const postSchema = { params: tokenParams, body: { type: 'object', properties: { message: { type: 'string', maxLength: 8000 } } } };

function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** httpOnly (the page never reads it), SameSite=Lax (a cross-site form cannot post with it), Secure over HTTPS. */
function setChatCookie(request: FastifyRequest, reply: FastifyReply, key: string): void {
  const parts = [`${CHAT_COOKIE}=${key}`, 'Path=/wps/chat', `Max-Age=${CHAT_TTL_MS / 1000}`, 'HttpOnly', 'SameSite=Lax'];
  if (request.protocol === 'https') parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

function htmlReply(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', CHAT_PAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
}

export async function chatRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const { db } = ctx;

  route(app, ctx, CBS_modelList, async (request) => chatModels(languageOf(request), new Date()));

  route(
    app,
    ctx,
    CBS_launchChat,
    async (request, reply) => {
      const launched = await launchChat(db, {
        merchantId: merchantOf(request).id,
        memberId: request.session?.member.id ?? null,
        modelCode: request.body.modelCode,
        language: languageOf(request),
        browserKey: readCookie(request, CHAT_COOKIE),
      });
      setChatCookie(request, reply, launched.key);
      return launched.answer;
    },
    { config: authRateLimit(ctx.config.authRateLimit) },
  );

  /** The page, or its refusal in the chat's language (the request's when the token names no chat). */
  async function withChat(request: FastifyRequest<{ Params: TokenParams }>, reply: FastifyReply, then: (chat: OpenChat) => Promise<FastifyReply>) {
    try {
      return await then(await openChat(db, request.params.token, readCookie(request, CHAT_COOKIE)));
    } catch (error) {
      if (!(error instanceof ApiError) || (error.errorCode !== 'chat.not.found' && error.errorCode !== 'chat.forbidden')) throw error;
      const language: Language = (await chatLanguage(db, request.params.token)) ?? languageOf(request);
      return htmlReply(reply).code(error.statusCode).send(renderChatRefusal(language, translate(language, error.messageKey)));
    }
  }

  async function sendPage(reply: FastifyReply, path: string, chat: OpenChat, extra: { error?: string; draft?: string } = {}) {
    const desk = deskOf(chat.modelCode);
    const fresh = await openChatAgain(chat);
    const html = renderChatPage(
      { path, deskName: desk.name[chat.language], online: isOnline(desk, new Date()), opensAt: hhmm(desk.opens), ticketNo: fresh.ticketNo, lines: await chatLines(db, chat), ...extra },
      chat.language,
    );
    return htmlReply(reply).code(extra.error ? 400 : 200).send(html);
  }

  /** The chat's ticket number as stored now (a message may have just given it one). */
  async function openChatAgain(chat: OpenChat): Promise<Pick<OpenChat, 'ticketNo'>> {
    const row = await db.selectFrom('live_chat').select('ticket_no').where('id', '=', chat.id).executeTakeFirst();
    return { ticketNo: row?.ticket_no ?? chat.ticketNo };
  }

  app.get<{ Params: TokenParams }>('/wps/chat/:token', { schema: pageSchema }, async (request, reply) =>
    withChat(request, reply, (chat) => sendPage(reply, request.url.split('?')[0]!, chat)),
  );

  app.post<{ Params: TokenParams; Body: MessageBody }>(
    '/wps/chat/:token',
    { schema: postSchema, config: authRateLimit(ctx.config.authRateLimit) },
    async (request, reply) =>
      withChat(request, reply, async (chat) => {
        const path = request.url.split('?')[0]!;
        try {
          await postMessage(db, chat, request.body?.message ?? '');
        } catch (error) {
          if (!(error instanceof ApiError) || error.errorCode !== 'validation.failed') throw error;
          const message = translate(chat.language, error.messageKey, error.messageParams ?? undefined);
          return sendPage(reply, path, chat, { error: message, draft: request.body?.message ?? '' });
        }
        // Post/redirect/get: a reload shows the chat and never sends the message again.
        return reply.code(303).header('location', path).send();
      }),
  );
}
