import { useEffect, useState } from 'react';
import { http, useLanguage, type LanguageCode } from '@portal/shared';
import { ANNOUNCEMENT_TYPES, MCSFE_getListAnnouncements, type Announcements } from '@portal/shared/contracts';

// One request per language per page: the marquee, banners, popups and the announcement modal share it,
// and a language change fetches the texts of the new language (spec §7 query shapes).
const cache = new Map<LanguageCode, Promise<Announcements>>();

function load(language: LanguageCode): Promise<Announcements> {
  let pending = cache.get(language);
  if (!pending) {
    // Query shape of spec §7: every type on platform W; the language travels in the header.
    pending = http.call(MCSFE_getListAnnouncements, { types: ANNOUNCEMENT_TYPES.join(','), platform: 'W' });
    cache.set(language, pending);
    pending.catch(() => cache.delete(language));
  }
  return pending;
}

export type AnnouncementsState = { status: 'loading' } | { status: 'ready'; data: Announcements } | { status: 'failed'; retry: () => void };

export function useAnnouncements(): AnnouncementsState {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AnnouncementsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    load(language)
      .then((data) => current && setState({ status: 'ready', data }))
      .catch(() => current && setState({ status: 'failed', retry: () => setAttempt((n) => n + 1) }));
    return () => {
      current = false;
    };
  }, [language, attempt]);
  return state;
}
