import { useLanguage, type LanguageCode } from '@portal/kernel';
import { useQuery, type QueryResult } from '@portal/shared';

/**
 * A hook for content the page reads in several places, in the current language: fetched once per
 * language per page however many components read it (a failure is forgotten, so a retry asks again),
 * and fetched again on a language change. The texts shown stay until the new language's arrive.
 */
export function languageQuery<T>(fetch: (language: LanguageCode) => Promise<T>): () => QueryResult<T> {
  const cache = new Map<LanguageCode, Promise<T>>();
  const load = (language: LanguageCode): Promise<T> => {
    let pending = cache.get(language);
    if (!pending) {
      pending = fetch(language);
      cache.set(language, pending);
      pending.catch(() => cache.delete(language));
    }
    return pending;
  };
  return function useLanguageQuery() {
    const language = useLanguage();
    return useQuery(() => load(language), [language]);
  };
}
