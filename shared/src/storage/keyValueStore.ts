// JSON values over Web Storage, with an optional time to live.
//
// Values without a ttl are stored as their plain JSON, so anything else reading the same key (the e2e
// suite, a legacy page) sees the value itself. A value with a ttl is wrapped with its expiry time.
// A raw string that is not JSON (e.g. a token put there by hand) reads back as that string.

export interface KeyValueStore {
  /** The stored value, or undefined when absent, expired (and then removed) or unreadable. */
  get<T>(key: string): T | undefined;
  /** Stores `value` as JSON; with `ttlMs`, it reads as absent once that much time has passed. */
  set(key: string, value: unknown, ttlMs?: number): void;
  remove(key: string): void;
}

const EXPIRES = '__expiresAt';

interface Expiring {
  [EXPIRES]: number;
  value: unknown;
}

function isExpiring(data: unknown): data is Expiring {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as Record<string, unknown>)[EXPIRES] === 'number' &&
    'value' in data
  );
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * `getStorage` is called on every access: storage may be missing (server rendering) or throw (Safari
 * private mode, disabled cookies), and the portal must keep working without persistence then.
 */
export function createKeyValueStore(getStorage: () => Storage | undefined): KeyValueStore {
  const withStorage = <R>(action: (storage: Storage) => R, fallback: R): R => {
    try {
      const storage = getStorage();
      return storage ? action(storage) : fallback;
    } catch {
      return fallback;
    }
  };

  return {
    get<T>(key: string): T | undefined {
      return withStorage((storage) => {
        const raw = storage.getItem(key);
        if (raw === null) return undefined;
        const data = parse(raw);
        if (!isExpiring(data)) return data as T;
        if (Date.now() >= data[EXPIRES]) {
          storage.removeItem(key);
          return undefined;
        }
        return data.value as T;
      }, undefined);
    },
    set(key: string, value: unknown, ttlMs?: number): void {
      const data: unknown = ttlMs === undefined ? value : { [EXPIRES]: Date.now() + ttlMs, value };
      withStorage((storage) => storage.setItem(key, JSON.stringify(data)), undefined);
    },
    remove(key: string): void {
      withStorage((storage) => storage.removeItem(key), undefined);
    },
  };
}
