import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { skip } from 'rxjs';
import { bus, type LanguageCode } from '../bus';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import my from '../locales/my.json';
import { toI18nLanguage, type I18nLanguage } from './languageCodes';

export const SHARED_NS = 'shared';

export interface NamespaceResources {
  my: object;
  en: object;
  cn: object;
}

/**
 * The one i18next instance of the page. It is i18next's default instance, so even a stray
 * `import i18next from 'i18next'` in a remote reads the same resources.
 */
export const i18n: I18n = i18next;

// Initialised here, synchronously, rather than at the shell's boot: packages call registerResources at
// module load, possibly before the shell runs, and i18next has no resource store until init. Resources
// are bundled (no backend), so init completes in this tick.
void i18n.use(initReactI18next).init({
  resources: { my: { [SHARED_NS]: my }, en: { [SHARED_NS]: en }, cn: { [SHARED_NS]: cn } },
  lng: toI18nLanguage(bus.language$.value),
  fallbackLng: 'en',
  supportedLngs: ['my', 'en', 'cn'],
  ns: [SHARED_NS],
  defaultNS: SHARED_NS,
  initAsync: false,
  // React escapes what it renders; escaping here too would show entities.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// The bus is the source of truth for the language: whenever the shell changes it, every translated
// text follows, even if the shell forgets to call changeLanguage itself.
bus.language$.pipe(skip(1)).subscribe((code) => {
  void i18n.changeLanguage(toI18nLanguage(code));
});

/** Sets the starting language (shell, at boot). Missing keys fall back to EN. */
export async function initI18n(language: LanguageCode): Promise<void> {
  await i18n.changeLanguage(toI18nLanguage(language));
}

/** Adds a package's namespace in the three languages (each package, at module load). */
export function registerResources(ns: string, resources: NamespaceResources): void {
  for (const language of Object.keys(resources) as I18nLanguage[]) {
    i18n.addResourceBundle(language, ns, resources[language], true, true);
  }
}

/** Translates in the given platform language, whatever the UI language is at this moment. */
export function translateIn(language: LanguageCode, key: string): string {
  return i18n.t(key, { lng: toI18nLanguage(language) });
}
