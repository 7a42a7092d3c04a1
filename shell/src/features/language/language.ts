import { storage, STORAGE_KEYS, SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, type LanguageCode } from '@portal/shared';
import { shellWriter } from '../../app/shellWriter';

export function storedLanguage(): LanguageCode {
  const stored = storage.local.get<string>(STORAGE_KEYS.lang);
  return SUPPORTED_LANGUAGES.find((code) => code === stored) ?? DEFAULT_LANGUAGE;
}

/** Language change of spec §4: the bus (and so i18n) follows, and it is kept as lang and hisLang. */
export function changeLanguage(code: LanguageCode): void {
  storage.local.set(STORAGE_KEYS.lang, code);
  storage.local.set(STORAGE_KEYS.hisLang, code);
  document.documentElement.lang = code === 'CN' ? 'zh-CN' : code.toLowerCase();
  shellWriter.setLanguage(code);
}
