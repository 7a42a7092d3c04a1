// Shapes several domains share: the empty answer, request ids, paging, date ranges.
import { Type, type TSchema } from '@sinclair/typebox';

/**
 * Annotation keyword naming the API's message for a field's rule (a key of the API's catalogue), so
 * the wording sits next to the rule it explains. Front ends never see it.
 */
export const X_MESSAGE = 'x-message';

/**
 * One of a closed list of codes, as the JSON schema `type: string` with an `enum`: a request is checked
 * by that one keyword, and an answer is written as the plain string it is (fast-json-stringify does not
 * apply `enum`). Typed as the union.
 */
export const Codes = <const T extends readonly string[]>(codes: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...codes] });
/** The same, where '' (as a form sends an unset select) means "no filter". */
export const CodesOrEmpty = <const T extends readonly string[]>(codes: T) => Type.Unsafe<T[number] | ''>({ type: 'string', enum: ['', ...codes] });

/** The answer of a call that answers nothing. */
export const Null = Type.Null();
export const Text = Type.String();
export const Flag = Type.Boolean();

/** A request's id: the same id again answers the first result (8–64 of [A-Za-z0-9-]). */
export const RequestId = Type.String({ minLength: 1, pattern: '^[A-Za-z0-9-]{8,64}$', [X_MESSAGE]: 'validation.requestId' });

/**
 * An amount in minor units: a JSON integer. Left untyped in the schema on purpose: the API's money
 * check (wallet/amount.ts) refuses anything but a safe integer in the call's range, with a message
 * that names that range, which a schema error could not. (Bodies are never coerced either:
 * api/src/http/validation.ts.)
 */
export const MinorAmount = Type.Unsafe<number>({});

/**
 * The payment password a money call carries (transfers, red envelopes, withdrawals, bank cards, the
 * points mall): any text of 1 to 64. Its six-digit rule (wallet/payment-password) is the forms' to
 * check: here a password of another shape is a wrong one, counted by the API's guard against guessing.
 */
export const PaymentPassword = Type.String({ minLength: 1, maxLength: 64 });

/** The paging fields of a list query (spec §9 lists). */
export const PagingFields = {
  pageNo: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

/** One page of a list, as the platform answers it; `extra` adds fields such as a summary. */
export const PageOf = <T extends TSchema, X extends Record<string, TSchema> = Record<never, TSchema>>(item: T, extra?: X) =>
  Type.Object({
    content: Type.Array(item),
    pageNum: Type.Integer(),
    totalPages: Type.Integer(),
    totalElements: Type.Integer(),
    ...(extra ?? ({} as X)),
  });
export interface Page<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  totalElements: number;
}
