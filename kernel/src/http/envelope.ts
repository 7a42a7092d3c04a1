/** The platform's answer to every /wps and /lgw call (docs/wire-contract.md). */
export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  message: string | null;
  errorCode: string | null;
}

export function isEnvelope(data: unknown): data is Envelope {
  return typeof data === 'object' && data !== null && typeof (data as Record<string, unknown>).success === 'boolean';
}

/** `value.field` of a validation error, when there is one. */
export function fieldOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>).field;
  return typeof field === 'string' ? field : undefined;
}
