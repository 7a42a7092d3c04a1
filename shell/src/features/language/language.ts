import { bus, fromI18nLanguage, http, i18n, isLanguageCode, DEFAULT_LANGUAGE, type LanguageCode } from '@portal/kernel';
import { storage, STORAGE_KEYS } from '@portal/shared';
import { setMemberLanguage } from '@portal/shared/contracts';
import { shellWriter } from '../../app/shellWriter';

/** A `?lang=` in the address (the app-download link carries one) wins over the stored choice. */
export function initialLanguage(search: string = window.location.search): LanguageCode {
  const fromQuery = new URLSearchParams(search).get('lang')?.toUpperCase();
  if (fromQuery && isLanguageCode(fromQuery)) return fromQuery;
  const stored = storage.local.get<string>(STORAGE_KEYS.lang);
  return stored && isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * Language change of spec §4: the bus (and so i18n and validation messages) follows, it is kept as
 * lang and hisLang, and a logged-in member's server-side language (SMS, email) is updated.
 */
export function changeLanguage(code: LanguageCode): void {
  storage.local.set(STORAGE_KEYS.lang, code);
  storage.local.set(STORAGE_KEYS.hisLang, code);
  const changed = bus.language$.value !== code;
  shellWriter.setLanguage(code);
  if (changed && bus.session$.value.isLogin) {
    http.call(setMemberLanguage, { language: code }).catch(() => undefined);
  }
}

/*
 * The page's `lang` names the language its texts are shown in, so it follows i18n, which switches once
 * that language's texts have arrived, not the choice: while they load, the texts on screen are still
 * the old language's, and a screen reader must read them as such.
 */
i18n.on('languageChanged', (language: string) => {
  const code = fromI18nLanguage(language);
  document.documentElement.lang = code === 'CN' ? 'zh-CN' : code.toLowerCase();
});
