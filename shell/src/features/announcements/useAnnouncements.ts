import { http } from '@portal/kernel';
import { ANNOUNCEMENT_TYPES, MCSFE_getListAnnouncements } from '@portal/shared/contracts';
import { languageQuery } from '../../app/languageQuery';

/**
 * The announcements in the current language: the marquee, banners, popups and the announcement modal
 * share one request per language. Query shape of spec §7: every type on platform W; the language
 * travels in the header.
 */
export const useAnnouncements = languageQuery(() => http.call(MCSFE_getListAnnouncements, { types: ANNOUNCEMENT_TYPES.join(','), platform: 'W' }));
