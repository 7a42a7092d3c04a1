import { isApiError } from '@portal/shared';

/** Money calls carry an idempotency key, fresh for each submit (docs/wire-contract.md, issue 5). */
export function newRequestId(): string {
  return crypto.randomUUID();
}

/** Payment passwords are exactly 6 digits. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Where a failed call's message goes: under the field the server named, or above the form. */
export interface ServerProblem<F extends string> {
  fields: FieldErrors<F>;
  form: string | null;
}

/**
 * Sorts a failure into a field message (when the server names a field this form shows) or a form
 * message. Server messages are already in the player's language; anything else gets `fallback`.
 */
export function serverProblem<F extends string>(error: unknown, fields: readonly F[], fallback: string): ServerProblem<F> {
  if (!isApiError(error)) return { fields: {}, form: fallback };
  const field = error.field as F | undefined;
  if (field && fields.includes(field)) return { fields: { [field]: error.message } as FieldErrors<F>, form: null };
  return { fields: {}, form: error.message || fallback };
}

/** True when nothing is wrong. */
export const isClean = (errors: Record<string, string | undefined>) => Object.values(errors).every((message) => !message);

/** A client-side problem with an input: a key under `member:common` and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

export interface AmountLimits {
  min?: number | null;
  max?: number | null;
  /** What the wallet can give (the balance, today's room): above it is "more than available". */
  available?: number | null;
  decimals?: number;
}

/** Checks a typed amount against its limits; `format` turns minor units into text for the message. */
export function checkAmount(text: string, limits: AmountLimits, format: (minor: number) => string): Problem | null {
  if (!text.trim()) return { key: 'amount.required' };
  const decimals = limits.decimals ?? 2;
  const minor = parseAmountText(text, decimals);
  if (minor === null) return { key: 'amount.format', values: { decimals } };
  if (minor <= 0) return { key: 'amount.positive' };
  const { min, max, available } = limits;
  if (min != null && max != null && (minor < min || minor > max)) return { key: 'amount.range', values: { min: format(min), max: format(max) } };
  if (min != null && minor < min) return { key: 'amount.min', values: { min: format(min) } };
  if (max != null && minor > max) return { key: 'amount.max', values: { max: format(max) } };
  if (available != null && minor > available) return { key: 'amount.available', values: { available: format(available) } };
  return null;
}

/** Checks a 6-digit payment password. */
export function checkPaymentPassword(value: string): Problem | null {
  if (!value) return { key: 'paymentPassword.required' };
  if (!PAYMENT_PASSWORD_PATTERN.test(value)) return { key: 'paymentPassword.format' };
  return null;
}

/** The amount parser behind `parseAmount` (money.ts). */
export function parseAmountText(text: string, decimals: number): number | null {
  const match = new RegExp(decimals > 0 ? `^(\\d+)(?:\\.(\\d{0,${decimals}}))?$` : '^(\\d+)()$').exec(text.trim());
  if (!match) return null;
  const minor = Number(`${match[1] ?? '0'}${(match[2] ?? '').padEnd(decimals, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}
