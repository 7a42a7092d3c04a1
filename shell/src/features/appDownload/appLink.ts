import { type LanguageCode } from '@portal/kernel';

/**
 * The app download link of spec §7: the site origin with the language and, for a member, the token,
 * so the portal opens on the phone in the same language and already logged in (session restore from
 * the URL, spec §4).
 */
export function appLink(origin: string, language: LanguageCode, token: string | null): string {
  const url = new URL('/', origin);
  url.searchParams.set('lang', language);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}
