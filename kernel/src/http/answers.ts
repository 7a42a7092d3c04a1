// Turns what came back (or did not) into a value or an ApiError with a message the user can read.
import { bus } from '../bus';
import { KERNEL_NS, translateIn } from '../i18n';
import { ApiError, CLIENT_ERROR_CODES } from './ApiError';
import { fieldOf, isEnvelope } from './envelope';

/** Gateways answer these when the API behind them is down: for the user that is a network problem. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** Client-made messages follow the language the user reads now, like the server's follow `Language`. */
function message(key: 'network' | 'notLoggedIn' | 'unknown' | 'tooManyRequests' | 'aborted'): string {
  return translateIn(bus.language$.value, `${KERNEL_NS}:errors.${key}`);
}

/**
 * A 401: the server's reason when it gave one (a session limit says so), else "not logged in". No
 * data at all: a T call the client did not send, having no token.
 */
export function notLoggedInError(data?: unknown): ApiError {
  if (isEnvelope(data) && data.errorCode && data.message) return new ApiError(401, data.errorCode, data.message);
  return new ApiError(401, CLIENT_ERROR_CODES.notLoggedIn, message('notLoggedIn'));
}

export function networkError(status = 0): ApiError {
  return new ApiError(status, CLIENT_ERROR_CODES.network, message('network'));
}

export function abortedError(): ApiError {
  return new ApiError(0, CLIENT_ERROR_CODES.aborted, message('aborted'));
}

/** Resolves the envelope's `value`, or throws the ApiError the answer describes. 401 is the caller's. */
export function readAnswer<T>(status: number, data: unknown): T {
  const ok = status >= 200 && status < 300;
  if (isEnvelope(data)) {
    if (ok && data.success) return data.value as T;
    throw new ApiError(
      status,
      data.errorCode ?? CLIENT_ERROR_CODES.unknown,
      data.message ?? message('unknown'),
      fieldOf(data.value),
      data.value ?? undefined,
    );
  }
  throw anonymousFailure(status);
}

/** An answer without the envelope: a proxy, a crash page, or a wrong URL. */
function anonymousFailure(status: number): ApiError {
  if (GATEWAY_STATUSES.has(status)) return networkError(status);
  if (status === 429) return new ApiError(status, CLIENT_ERROR_CODES.rateLimited, message('tooManyRequests'));
  return new ApiError(status, CLIENT_ERROR_CODES.unknown, message('unknown'));
}
