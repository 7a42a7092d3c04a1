// Every key the portal keeps in web storage, named once so parts never disagree on spelling.
export const STORAGE_KEYS = Object.freeze({
  token: 'token',
  merchant: 'merchantCode',
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
  rememberLogin: 'rememberLogin',
  closedPopups: 'closedPopups',
  /** Spec §4: cached until refreshed (a language change). */
  hotGames: 'hotGames',
  gameVendor: 'gameVendor',
  /** Since 2.12.0: this browser's random id (the `Device-Id` header), kept for good. */
  deviceId: 'deviceId',
} as const);

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
