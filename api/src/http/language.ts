import type { FastifyRequest } from 'fastify';
import type { Language } from './messages';

export const DEFAULT_LANGUAGE: Language = 'MY';
/** The i18n fallback chain ends in English (ARCHITECTURE.md), so a language we lack answers in EN. */
const FALLBACK_LANGUAGE: Language = 'EN';

/** The `Language` header: MY (default when absent), EN or CN; any other code falls back to EN. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  const raw = request.headers.language;
  return languageCode(Array.isArray(raw) ? raw[0] : raw) ?? DEFAULT_LANGUAGE;
}

/** A language code from anywhere (header, `lang` query): ours, EN for any other, null for none. */
export function languageCode(raw: string | undefined): Language | null {
  const value = raw?.trim().toUpperCase();
  if (!value) return null;
  return value === 'MY' || value === 'EN' || value === 'CN' ? value : FALLBACK_LANGUAGE;
}
