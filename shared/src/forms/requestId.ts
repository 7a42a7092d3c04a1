/**
 * A fresh idempotency key for a money call or a game round (docs/wire-contract.md: 8–64 of
 * [A-Za-z0-9-]): a UUID where the browser has `crypto.randomUUID` (secure contexts), otherwise 32 hex
 * digits from `crypto.getRandomValues` (every browser, also over plain http).
 */
export function newRequestId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
