/** The answer of every /wps and /lgw call (docs/wire-contract.md). */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message: string | null;
  errorCode: string | null;
}

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, message: null, errorCode: null };
}

export function failure(errorCode: string, message: string, value: unknown = null): Envelope<unknown> {
  return { success: false, value, message, errorCode };
}

/**
 * The 200 response schema of a route: fast-json-stringify then serializes only the declared fields,
 * so a row that carries more (a password hash) can never leak into an answer by accident.
 */
export function envelopeSchema(value: object) {
  return {
    200: {
      type: 'object',
      required: ['success', 'value', 'message', 'errorCode'],
      properties: {
        success: { type: 'boolean' },
        value,
        message: { type: ['string', 'null'] },
        errorCode: { type: ['string', 'null'] },
      },
    },
  } as const;
}

export const nullValue = { type: 'null' } as const;
