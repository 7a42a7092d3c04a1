/** Codes the client itself produces; every other code is the server's `errorCode`. */
export const CLIENT_ERROR_CODES = Object.freeze({
  /** No answer at all: connection refused, DNS, timeout, or a gateway with the API down. */
  network: 'network',
  /** The caller aborted the request through its AbortSignal: usually nothing to show. */
  aborted: 'aborted',
  /** An answer that is not the platform's envelope. */
  unknown: 'unknown',
  /** 401, or a T call made without a token. Same code as the server's. */
  notLoggedIn: 'login.not.session',
  /** 429 without an envelope (e.g. a proxy's rate limit). Same code as the server's. */
  rateLimited: 'rate.limited',
});

/** Every failure of an `http` call rejects with this, with a message fit to show the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no answer came. */
    readonly status: number,
    /** The envelope's `errorCode`, or one of CLIENT_ERROR_CODES. */
    readonly code: string,
    message: string,
    /** The input field at fault, when the server names one (`value.field`). */
    readonly field?: string,
    /** The envelope's `value`, e.g. `{ needCaptcha: true }`. */
    readonly value?: unknown,
  ) {
    super(message);
    // Keeps `instanceof ApiError` true when a consumer's build transpiles classes to ES5.
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
