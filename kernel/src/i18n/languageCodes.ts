import { DEFAULT_LANGUAGE, type LanguageCode } from '../bus';

export type I18nLanguage = 'my' | 'en' | 'cn';

const TO_I18N: Record<LanguageCode, I18nLanguage> = { MY: 'my', EN: 'en', CN: 'cn' };

/** The platform's language code (header, bus) to the i18next resource language. */
export function toI18nLanguage(code: LanguageCode): I18nLanguage {
  return TO_I18N[code];
}

/**
 * An i18next or browser language tag back to the platform code. Regional and standard tags are
 * accepted ('en-US', 'zh-CN', 'my-MM'); anything unknown is the default language.
 */
export function fromI18nLanguage(language: string): LanguageCode {
  const base = language.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'en') return 'EN';
  if (base === 'cn' || base === 'zh') return 'CN';
  if (base === 'my') return 'MY';
  return DEFAULT_LANGUAGE;
}
