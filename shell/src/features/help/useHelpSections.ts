import { useEffect, useState } from 'react';
import { http, useLanguage, type LanguageCode } from '@portal/shared';
import { helpCenter, type HelpSection } from '@portal/shared/contracts';

// The footer's help items and the help centre read the same sections: one request per language.
const cache = new Map<LanguageCode, Promise<HelpSection[]>>();

export type HelpState = { status: 'loading' } | { status: 'ready'; sections: HelpSection[] } | { status: 'failed'; retry: () => void };

export function useHelpSections(): HelpState {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HelpState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    let pending = cache.get(language);
    if (!pending) {
      // Query shape of spec §7: lang and device WEB.
      pending = http.call(helpCenter, { lang: language, device: 'WEB' });
      cache.set(language, pending);
      pending.catch(() => cache.delete(language));
    }
    pending
      .then((sections) => current && setState({ status: 'ready', sections }))
      .catch(() => current && setState({ status: 'failed', retry: () => setAttempt((n) => n + 1) }));
    return () => {
      current = false;
    };
  }, [language, attempt]);
  return state;
}
