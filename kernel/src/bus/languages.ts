import type { LanguageCode } from './types';

export const SUPPORTED_LANGUAGES: readonly LanguageCode[] = ['MY', 'EN', 'CN'];
export const DEFAULT_LANGUAGE: LanguageCode = 'MY';

/** Narrows an untrusted value (storage, URL, server) to a language the portal speaks. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
