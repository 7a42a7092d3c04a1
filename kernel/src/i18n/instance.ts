import { startTransition } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { skip } from 'rxjs';
import { bus, type LanguageCode } from '../bus';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import my from '../locales/my.json';
import { toI18nLanguage, type I18nLanguage } from './languageCodes';

/** The kernel's own texts: the HTTP client's messages (shown whatever app asked). */
export const KERNEL_NS = 'kernel';


const LANGUAGES: I18nLanguage[] = ['my', 'en', 'cn'];

/** One language's texts of a namespace: the object, or a loader of its JSON (a chunk of its own). */
export type Texts = object;
export type TextsLoader = () => Promise<{ default: Texts } | Texts>;

/**
 * A package's texts in the three languages. Loaders (`() => import('./locales/my.json')`) let a page
 * download only the language it shows; objects are taken too (a few lines, carried whole).
 */
export type NamespaceResources = Record<I18nLanguage, Texts | TextsLoader>;

/**
 * The one i18next instance of the page. It is i18next's default instance, so even a stray
 * `import i18next from 'i18next'` in a remote reads the same resources.
 */
export const i18n: I18n = i18next;

// Initialised here, synchronously, rather than at the shell's boot: packages call registerResources at
// module load, possibly before the shell runs, and i18next has no resource store until init. Texts are
// added as they load (no i18next backend: our loaders are webpack chunks), so init completes in this
// tick. A key missing in the active language shows EN only where EN is loaded (tests load all three);
// every package's locales.test.ts keeps the three languages complete.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: toI18nLanguage(bus.language$.value),
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  ns: [KERNEL_NS],
  defaultNS: KERNEL_NS,
  initAsync: false,
  // React escapes what it renders; escaping here too would show entities.
  interpolation: { escapeValue: false },
  // A component drawn before its texts arrived draws again when they are added.
  react: { useSuspense: false, bindI18nStore: 'added' },
});

interface Registration {
  ns: string;
  resources: NamespaceResources;
  /** Per language: done, or the load under way. */
  loads: Partial<Record<I18nLanguage, Promise<void> | 'done'>>;
}

const registrations: Registration[] = [];

/** Starts (or joins) the load of one language of one registration; null when it is already there. */
function load(registration: Registration, language: I18nLanguage): Promise<void> | null {
  const state = registration.loads[language];
  if (state === 'done') return null;
  if (state) return state;
  const source = registration.resources[language];
  const add = (texts: Texts) => {
    // 'added' makes every mounted useTranslation draw again (bindI18nStore above), whatever the
    // namespace: inside a transition those draws are one low-priority render in slices, not one
    // blocking render of the whole page per bundle (a remote brings several). The
    // store itself changes at once, so anything drawn from now on has the texts.
    startTransition(() => {
      i18n.addResourceBundle(language, registration.ns, texts, true, true);
    });
    registration.loads[language] = 'done';
  };
  if (typeof source !== 'function') {
    add(source);
    return null;
  }
  const loading = (source as TextsLoader)().then((module) => add('default' in module ? (module.default as Texts) : module));
  registration.loads[language] = loading;
  return loading;
}

/** Every registered namespace in one language: null when all are already there. */
function loadLanguage(language: I18nLanguage): Promise<void> | null {
  const loading = registrations.map((registration) => load(registration, language)).filter((p): p is Promise<void> => p !== null);
  return loading.length ? Promise.all(loading).then(() => undefined) : null;
}

let wanted: I18nLanguage = toI18nLanguage(bus.language$.value);

/**
 * Shows `language` once its texts are there: at once when they are (so a switch between loaded
 * languages is synchronous), else after they load, unless another language was asked for meanwhile.
 */
function switchTo(language: I18nLanguage): Promise<void> {
  wanted = language;
  const loading = loadLanguage(language);
  if (!loading) return i18n.changeLanguage(language).then(() => undefined);
  return loading.then(() => (wanted === language ? i18n.changeLanguage(language).then(() => undefined) : undefined));
}


/** Adds a package's namespace (each package, at module load); the page's language starts loading. */
export function registerResources(ns: string, resources: NamespaceResources): void {
  const registration: Registration = { ns, resources, loads: {} };
  registrations.push(registration);
  // Plain objects (an older remote) go in whole; loaders only for the language shown or wanted.
  for (const language of LANGUAGES) if (typeof resources[language] !== 'function') load(registration, language);
  void load(registration, wanted);
}

// A few lines in three languages: carried whole, so an error can be told before any chunk arrives.
registerResources(KERNEL_NS, { my, en, cn });

// The bus is the source of truth for the language: whenever the shell changes it, every translated
// text follows (once that language's texts are loaded), even if the shell forgets to call
// changeLanguage itself.
bus.language$.pipe(skip(1)).subscribe((code) => {
  void switchTo(toI18nLanguage(code));
});

/** Sets the starting language (shell, at boot); resolves once its texts are loaded and shown. */
export async function initI18n(language: LanguageCode): Promise<void> {
  await switchTo(toI18nLanguage(language));
}

/**
 * Resolves when the texts of every namespace registered so far are there in the language shown or
 * wanted. The shell awaits it after loading a remote or a lazy popup, before drawing it, so no one
 * sees a key while its texts are on the way.
 */
export async function textsReady(): Promise<void> {
  await loadLanguage(wanted);
}

/** A lazy module's import followed by its texts: for React.lazy and remote loaders. */
export function withTexts<T>(importer: () => Promise<T>): () => Promise<T> {
  return async () => {
    const module = await importer();
    await textsReady();
    return module;
  };
}

/** Loads every registered namespace in all three languages (tests, which switch languages at will). */
export async function loadAllTexts(): Promise<void> {
  await Promise.all(LANGUAGES.map((language) => loadLanguage(language)));
}

/**
 * Translates in the given platform language, whatever the UI language is at this moment; in the
 * language shown while the given one's texts are still on their way.
 */
export function translateIn(language: LanguageCode, key: string): string {
  const lng = toI18nLanguage(language);
  return i18n.t(key, { lng: i18n.hasResourceBundle(lng, KERNEL_NS) ? lng : i18n.language });
}
