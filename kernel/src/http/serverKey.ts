import { importServerPublicKey } from './encryption';

export interface ServerKeyCache {
  get(): Promise<CryptoKey>;
  /** Drops `key` if it is still the cached one (the server refused it), or any key without argument. */
  forget(key?: CryptoKey): void;
}

/**
 * The server's RSA public key, fetched once per page and shared by concurrent E calls. A failed fetch
 * is forgotten, so the next E call tries again instead of failing for the rest of the page's life.
 */
export function createServerKeyCache(fetchKey: () => Promise<string>): ServerKeyCache {
  let pending: Promise<CryptoKey> | null = null;
  let resolved: CryptoKey | null = null;

  return {
    get() {
      if (pending) return pending;
      const attempt: Promise<CryptoKey> = fetchKey()
        .then(importServerPublicKey)
        .then(
          (key) => {
            if (pending === attempt) resolved = key;
            return key;
          },
          (error: unknown) => {
            if (pending === attempt) pending = null;
            throw error;
          },
        );
      pending = attempt;
      return attempt;
    },
    forget(key) {
      if (key && key !== resolved) return;
      pending = null;
      resolved = null;
    },
  };
}
