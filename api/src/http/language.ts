import type { FastifyRequest } from 'fastify';
import type { Language } from './messages';

export const DEFAULT_LANGUAGE: Language = 'MY';
/** The i18n fallback chain ends in English (ARCHITECTURE.md), so a language we lack answers in EN. */
const FALLBACK_LANGUAGE: Language = 'EN';

/** The `Language` header: MY (default when absent), EN or CN; any other code falls back to EN. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  const raw = request.headers.language;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  if (!value) return DEFAULT_LANGUAGE;
  return value === 'MY' || value === 'EN' || value === 'CN' ? value : FALLBACK_LANGUAGE;
}
