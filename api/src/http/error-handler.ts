import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ApiError, notFound, validationFailed } from './api-error';
import { failure } from './envelope';
import { DEFAULT_LANGUAGE, languageOf } from './language';
import { translate, type Language } from './messages';
import { lockedHeaders } from './security-headers';

/*
 * Every failure leaves as the contract's envelope. Known failures (ApiError, schema errors shaped by
 * schemaErrorFormatter) keep their status and code; Fastify's own 4xx (bad JSON, too large, wrong
 * content type) become 400-class validation answers; anything else is a logged 500 `system.error`
 * whose details stay in the log, never in the answer. Before the answer, `onRefusal` sees every
 * failure, after the transaction it was thrown in has rolled back (server.ts wires the risk events'
 * record there: a refusal marked as an abuse).
 *
 * Requests refused before any route or hook runs get the same envelope and the security headers
 * (`refusedRequestHandling`, Fastify's constructor options): the router's bad URL (an escape that
 * decodes to no text) and too long parameter, and whatever Node's parser refuses (headers too large,
 * a request line that is not HTTP, a timeout) where the socket can still take an answer. The answer
 * never repeats the request: a path echoed into a page is where reflected script begins.
 */

/** What the API does with a failure before answering it; it must not throw. */
export type RefusalHook = (error: ApiError, request: FastifyRequest) => Promise<void>;

export function installErrorHandling(app: FastifyInstance, onRefusal?: RefusalHook): void {
  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    const failure = toApiError(error, request);
    if (onRefusal) await onRefusal(failure, request);
    return sendError(failure, request, reply);
  });
  app.setNotFoundHandler((request, reply) => sendError(notFound(), request, reply));
}

/** The Fastify options that answer requests the router or Node's parser refuse. */
export const refusedRequestHandling: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors: (error, request, reply) => {
    // No hook ran for this request, so the headers the hooks give every answer are set here.
    reply.headers({ ...lockedHeaders(request.protocol === 'https'), 'cache-control': 'no-store' });
    void sendError(toApiError(error, request), request, reply);
  },
  clientErrorHandler: answerOnSocket,
};

/**
 * Node's parser refused the request: there is no request or reply, so the answer is written to the
 * socket by hand, in the default language (the Language header was never read), and the connection
 * closed. Nothing is written after part of another answer (a pipelined request), as Node itself does.
 */
function answerOnSocket(error: ConnectionError, socket: Socket): void {
  const code = (error as ConnectionError & { code?: string }).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify(envelopeOf(refusal(status), DEFAULT_LANGUAGE));
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
      ...lockedHeaders('encrypted' in socket),
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}

/** A 4xx the framework or Node gave: the contract's validation failure, its status kept. */
function refusal(status: number): ApiError {
  const failed = validationFailed(null, 'validation.format');
  return status === 400 ? failed : new ApiError(status, failed.errorCode, failed.messageKey, failed.value);
}

function toApiError(error: FastifyError | ApiError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const status = error.statusCode ?? 500;
  if (status === 404) return notFound();
  if (status === 403) return new ApiError(403, 'forbidden', 'forbidden');
  if (status >= 400 && status < 500) return refusal(status);
  request.log.error({ err: error }, 'unexpected error');
  return new ApiError(500, 'system.error', 'system.error');
}

function envelopeOf(error: ApiError, language: Language) {
  const text = translate(language, error.messageKey, error.messageParams ?? undefined);
  const message = error.messagePrefix ? `${error.messagePrefix}: ${text}` : text;
  return failure(error.errorCode, message, error.value);
}

function sendError(error: ApiError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(envelopeOf(error, languageOf(request)));
}
