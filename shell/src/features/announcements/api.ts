import { http } from '@portal/shared';

export interface Notice {
  id: number;
  title: string;
  content: string;
  timestamp: string;
}

export interface Popup extends Notice {
  /** Audience: A logged in, B anonymous, F first-time login (spec §4). */
  execution: 'A' | 'B' | 'F';
}

export interface Banner {
  id: number;
  /** The art alone; the title and subtitle are laid over it. */
  url: string;
  title: string;
  subtitle: string;
  linkage: string;
  linkageType: 'none' | 'internal' | 'external' | 'video';
  groupName: string;
}

export interface Announcements {
  banners: Banner[];
  player: Notice[];
  popup: Popup[];
  promotion: Array<{ id: number; title: string; announcementImages: Array<{ sequence: number; url: string }> }>;
  marquee: Array<{ id: number; title: string; content: string }>;
}

/** Query shape of spec §7: types B,PL,PU,PR,H on platform W; the language travels in the header. */
export const fetchAnnouncements = () =>
  http.get<Announcements>('/wps/relay/MCSFE_getListAnnouncements', { params: { types: 'B,PL,PU,PR,H', platform: 'W' } });
