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
} as const);

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
