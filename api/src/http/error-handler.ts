import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, notFound, validationFailed } from './api-error';
import { failure } from './envelope';
import { languageOf } from './language';
import { translate } from './messages';

/*
 * Every failure leaves as the contract's envelope. Known failures (ApiError, schema errors shaped by
 * schemaErrorFormatter) keep their status and code; Fastify's own 4xx (bad JSON, too large, wrong
 * content type) become 400-class validation answers; anything else is a logged 500 `system.error`
 * whose details stay in the log, never in the answer. Before the answer, `onRefusal` sees every
 * failure, after the transaction it was thrown in has rolled back (server.ts wires the risk events'
 * record there: a refusal marked as an abuse).
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

function toApiError(error: FastifyError | ApiError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const status = error.statusCode ?? 500;
  if (status === 404) return notFound();
  if (status === 403) return new ApiError(403, 'forbidden', 'forbidden');
  if (status >= 400 && status < 500) {
    const failed = validationFailed(null, 'validation.format');
    return status === 400 ? failed : new ApiError(status, failed.errorCode, failed.messageKey, failed.value);
  }
  request.log.error({ err: error }, 'unexpected error');
  return new ApiError(500, 'system.error', 'system.error');
}

function sendError(error: ApiError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const text = translate(languageOf(request), error.messageKey, error.messageParams ?? undefined);
  const message = error.messagePrefix ? `${error.messagePrefix}: ${text}` : text;
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(failure(error.errorCode, message, error.value));
}
