import { http, type LanguageCode } from '@portal/shared';

export interface HelpItem {
  id: number;
  code: string;
  title: string;
  content: string;
}

export interface HelpSection {
  id: number;
  code: string;
  title: string;
  items: HelpItem[];
}

/** Query shape of spec §7: lang and device WEB. */
export const fetchHelpCenter = (lang: LanguageCode) => http.get<HelpSection[]>('/wps/system/helpCenter', { params: { lang, device: 'WEB' } });
