import { useEffect, useState } from 'react';
import { useLanguage, type LanguageCode, http } from '@portal/kernel';
import { storage, STORAGE_KEYS } from '../storage';
import { GCSGAME_hotGamesV2, GCSGAME_newGameVendor, type GameItem, type VendorLane } from '../contracts';

/*
 * Hot games and game vendors: read by the shell (header dropdowns, footer logos) and the games remote
 * (home rows, lobby). Spec §4: they are cached in session storage until refreshed, e.g. by a language
 * change, so the cache remembers the language it was fetched in. One fetch at a time per list and
 * language, however many parts ask at once.
 */

interface Cached<T> {
  language: LanguageCode;
  data: T;
}

interface CatalogueList<T> {
  key: string;
  fetch(language: LanguageCode): Promise<T>;
}

const hotGamesList: CatalogueList<GameItem[]> = {
  key: STORAGE_KEYS.hotGames,
  fetch: (language) =>
    http.call(GCSGAME_hotGamesV2, {
      merchantCode: storage.session.get<string>(STORAGE_KEYS.merchant) ?? '',
      isPlatform: '2',
      platform: 'flash,html5-desktop',
      language,
    }),
};

const gameVendorList: CatalogueList<VendorLane[]> = {
  key: STORAGE_KEYS.gameVendor,
  fetch: async (language) => (await http.call(GCSGAME_newGameVendor, { platform: 'html5-desktop', language })).data.lanes,
};

const inFlight = new Map<string, Promise<unknown>>();

function cached<T>(list: CatalogueList<T>, language: LanguageCode): T | undefined {
  const entry = storage.session.get<Cached<T>>(list.key);
  return entry && entry.language === language ? entry.data : undefined;
}

function load<T>(list: CatalogueList<T>, language: LanguageCode): Promise<T> {
  const flightKey = `${list.key}:${language}`;
  let pending = inFlight.get(flightKey) as Promise<T> | undefined;
  if (!pending) {
    pending = list
      .fetch(language)
      .then((data) => {
        storage.session.set(list.key, { language, data } satisfies Cached<T>);
        return data;
      })
      .finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, pending);
  }
  return pending;
}

export interface CatalogueState<T> {
  /** Null until the first answer (or when it failed with nothing cached). */
  data: T | null;
  failed: boolean;
  reload(): void;
}

function useCatalogue<T>(list: CatalogueList<T>): CatalogueState<T> {
  const language = useLanguage();
  const [state, setState] = useState<{ language: LanguageCode; data: T | null; failed: boolean }>(() => ({
    language,
    data: cached(list, language) ?? null,
    failed: false,
  }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const hit = cached(list, language);
    if (hit !== undefined) {
      setState({ language, data: hit, failed: false });
      return;
    }
    let live = true;
    load(list, language).then(
      (data) => live && setState({ language, data, failed: false }),
      () => live && setState((previous) => ({ language, data: previous.language === language ? previous.data : null, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [list, language, attempt]);

  return {
    data: state.language === language ? state.data : null,
    failed: state.failed,
    reload: () => setAttempt((n) => n + 1),
  };
}

/** Hot games of every category (`GCSGAME_hotGamesV2`), cached per language. */
export function useHotGames(): CatalogueState<GameItem[]> {
  return useCatalogue(hotGamesList);
}

/** The vendor lanes (`GCSGAME_newGameVendor`), cached per language. */
export function useGameVendors(): CatalogueState<VendorLane[]> {
  return useCatalogue(gameVendorList);
}

/** Drops both cached lists (a refresh); the next reader fetches them again. */
export function forgetGameCatalogue(): void {
  storage.session.remove(hotGamesList.key);
  storage.session.remove(gameVendorList.key);
}
