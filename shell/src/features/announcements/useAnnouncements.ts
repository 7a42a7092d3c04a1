import { http } from '@portal/kernel';
import { ANNOUNCEMENT_TYPES, MCSFE_getListAnnouncements } from '@portal/shared/contracts';
import { languageQuery } from '../../app/languageQuery';

/**
 * The announcements in the current language: the marquee, banners and the announcement modal share
 * one request per language. Query shape of spec §7 on platform W; the language travels in the header.
 * The popups are not asked here: they are the caller's (HomePopups asks them for each reader).
 */
export const useAnnouncements = languageQuery(() =>
  http.call(MCSFE_getListAnnouncements, { types: ANNOUNCEMENT_TYPES.filter((type) => type !== 'PU').join(','), platform: 'W' }),
);
