import type { MessageKey, MessageParams } from './messages';

/**
 * A failure with a place in the contract's error table: HTTP status, errorCode, a catalogue message
 * (localized when sent) and an optional `value`. Services throw it; the error handler renders it.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    readonly messageKey: MessageKey,
    readonly value: unknown = null,
    /** Prefixed to the localized message, e.g. the field name of a validation failure. */
    readonly messagePrefix: string | null = null,
    /** Values for the message's `{name}` placeholders. */
    readonly messageParams: MessageParams | null = null,
  ) {
    super(`${errorCode}: ${messageKey}`);
    this.name = 'ApiError';
  }
}

/** 400 validation.failed naming the field: `username: must be 4 to 16 letters or digits…`. */
export function validationFailed(field: string | null, messageKey: MessageKey, params: MessageParams | null = null): ApiError {
  return new ApiError(400, 'validation.failed', messageKey, { field }, field, params);
}

/** A failure of a business rule that names the field it is about (`{ field }`), e.g. mobile.exists. */
export function fieldError(statusCode: number, errorCode: string, messageKey: MessageKey, field: string): ApiError {
  return new ApiError(statusCode, errorCode, messageKey, { field });
}

/** 403 for a module the site has switched off (whitelabel flags): spec §8's wording. */
export function functionDisabled(): ApiError {
  return new ApiError(403, 'function.disabled', 'function.disabled');
}

export function notLoggedIn(): ApiError {
  return new ApiError(401, 'login.not.session', 'login.not.session');
}

export function encryptionRequired(): ApiError {
  return new ApiError(400, 'encryption.required', 'encryption.required');
}

export function notFound(): ApiError {
  return new ApiError(404, 'not.found', 'not.found');
}
