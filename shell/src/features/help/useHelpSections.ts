import { http } from '@portal/kernel';
import { helpCenter } from '@portal/shared/contracts';
import { languageQuery } from '../../app/languageQuery';

/** The help sections in the current language, shared by the footer and the help centre (spec §7: lang and device WEB). */
export const useHelpSections = languageQuery((language) => http.call(helpCenter, { lang: language, device: 'WEB' }));
