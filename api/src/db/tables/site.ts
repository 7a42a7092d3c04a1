import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/* The site: its settings and content, feedback, keys, seed steps and job ticks. */

export interface FeedbackTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number | null;
  sender: string;
  type: number;
  content: string;
  language: string;
  ip: string | null;
  created_at: IsoTime;
}

export interface AnnouncementTable {
  id: Generated<number>;
  merchant_id: number;
  /** B (banner), PL (player notice), PU (popup), PR (promotion), H (marquee). */
  type: string;
  /** Popups: the execution flag of spec §7, A (logged in), B (anonymous), F (first login). */
  execution: string | null;
  /** Popups: who it is for (POPUP_AUDIENCES); the server answers a caller only theirs. Others: MEMBER. */
  audience: Generated<string>;
  /** Popups: the promotion it is about; only members who may take it now get the popup. */
  promotion_code: string | null;
  sort: number;
  /** The active window; null is open-ended. */
  starts_at: IsoTime | null;
  ends_at: IsoTime | null;
  created_at: IsoTime;
}

export interface AnnouncementTextTable {
  announcement_id: number;
  language: string;
  title: string;
  /** HTML from the back office, stored as given (the client sanitizes it). */
  content: string;
}

export interface AnnouncementImageTable {
  announcement_id: number;
  sequence: number;
  url: string;
}

export interface BannerTable {
  id: Generated<number>;
  merchant_id: number;
  /** `home`, `w_register`, … */
  group_name: string;
  sort: number;
  linkage: string;
  /** none | internal | external | video */
  linkage_type: string;
  /** The artwork's gradient, `#rrggbb`. */
  color_from: string;
  color_to: string;
  starts_at: IsoTime | null;
  ends_at: IsoTime | null;
  created_at: IsoTime;
}

export interface BannerTextTable {
  banner_id: number;
  language: string;
  title: string;
  subtitle: string;
}

export interface HelpEntryTable {
  id: Generated<number>;
  merchant_id: number;
  /** Null for a section; the section's id for an item. */
  parent_id: number | null;
  code: string;
  sort: number;
  created_at: IsoTime;
}

export interface HelpTextTable {
  entry_id: number;
  language: string;
  title: string;
  content: string;
}

export interface SeedStepTable {
  name: string;
  applied_at: IsoTime;
}

export interface SiteSettingTable {
  merchant_id: number;
  key: string;
  /** JSON text: settings are small documents read whole. */
  value: string;
  updated_at: IsoTime;
}

/** Server-wide secrets shared by every instance on the same database (the E transport key). */
export interface ServerKeyTable {
  name: string;
  value: string;
  created_at: IsoTime;
}

/** A scheduled job's claimed tick (api/src/db/job-tick.ts): one row per job and interval. */
export interface JobTickTable {
  job: string;
  /** The claimed time in whole intervals since the epoch. */
  slot: number;
  claimed_at: IsoTime;
}
