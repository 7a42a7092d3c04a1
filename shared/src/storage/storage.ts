import { STORAGE_KEYS } from './keys';
import { createKeyValueStore, type KeyValueStore } from './keyValueStore';

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);
const localStore = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export interface PortalStorage {
  /** Per tab, gone when the tab closes: the token, closed popups, cached lists. */
  readonly session: KeyValueStore;
  /** Kept across visits: language, theme, remembered login. */
  readonly local: KeyValueStore;
  /** Logout (spec §4): clears session storage but keeps the merchant code the site was opened with. */
  clearSessionKeepMerchant(): void;
}

export const storage: PortalStorage = Object.freeze({
  session: createKeyValueStore(sessionStore),
  local: createKeyValueStore(localStore),
  clearSessionKeepMerchant(): void {
    try {
      const session = sessionStore();
      if (!session) return;
      // Raw item, not get(): keep it byte for byte, whatever wrote it.
      const merchant = session.getItem(STORAGE_KEYS.merchant);
      session.clear();
      if (merchant !== null) session.setItem(STORAGE_KEYS.merchant, merchant);
    } catch {
      // Storage unavailable: there is nothing to clear.
    }
  },
});
