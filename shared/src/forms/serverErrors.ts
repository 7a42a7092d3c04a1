import { isApiError } from '@portal/kernel';

/** A message under each field that has one. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** True when no field has a message. */
export const isClean = (errors: Partial<Record<string, string | null | undefined>>): boolean => Object.values(errors).every((message) => !message);

export interface FieldErrorOptions<F extends string> {
  /**
   * Codes that are about one field whatever the server names, e.g. `{ 'captcha.invalid': 'captcha' }`.
   * They win over `value.field`.
   */
  byCode?: Partial<Record<string, F>>;
  /** The server's field names that the form calls differently, e.g. `{ verificationCode: 'code' }`. */
  rename?: Partial<Record<string, F>>;
}

/** Where a failed call's message goes. */
export interface FieldError<F extends string> {
  /** The field the failure is about, when it is one of the form's fields; null: above the form. */
  field: F | null;
  /**
   * The server's message (already in the user's language); null when there is none to show (not an
   * `ApiError`, e.g. a bug, or an empty message): show your own fallback then.
   */
  message: string | null;
}

/**
 * Sorts a failure: under the field the server's code is about (`byCode`), or the field it names in
 * `value.field` (after `rename`), when that field is one of `fields`; otherwise a form-level message.
 * With no `fields`, `fieldErrorOf(error).message` is simply the message to show, if any.
 */
export function fieldErrorOf<F extends string>(error: unknown, fields: readonly F[] = [], options: FieldErrorOptions<F> = {}): FieldError<F> {
  if (!isApiError(error)) return { field: null, message: null };
  const named = error.field ? (options.rename?.[error.field] ?? (error.field as F)) : undefined;
  const field = options.byCode?.[error.code] ?? named;
  return { field: field !== undefined && fields.includes(field) ? field : null, message: error.message || null };
}

/** A failure as a form shows it: messages under fields, or one message above the form. */
export interface ServerProblem<F extends string> {
  fields: FieldErrors<F>;
  form: string | null;
}

/**
 * `fieldErrorOf` for a form's state: the message under its field, or above the form; `fallback`
 * (already worded) wherever the server gave nothing to show.
 */
export function serverProblem<F extends string>(error: unknown, fields: readonly F[], fallback: string, options: FieldErrorOptions<F> = {}): ServerProblem<F> {
  const { field, message } = fieldErrorOf(error, fields, options);
  if (field) return { fields: { [field]: message ?? fallback } as FieldErrors<F>, form: null };
  return { fields: {}, form: message ?? fallback };
}
