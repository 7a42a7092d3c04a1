import type { Generated, Insertable, Selectable } from 'kysely';

/*
 * Table types for Kysely. Conventions that keep SQLite and PostgreSQL interchangeable:
 * - timestamps are ISO-8601 UTC strings (`toISOString()`), so they compare correctly as text on both
 *   and come back as the same JS type from both drivers;
 * - flags are integers 0/1 (SQLite has no boolean type);
 * - money is an integer of minor units (bigint columns, read back as JS numbers).
 */

export type IsoTime = string;
export type Flag = 0 | 1;

export interface MerchantTable {
  id: Generated<number>;
  code: string;
  name: string;
  created_at: IsoTime;
}

export interface MemberTable {
  id: Generated<number>;
  merchant_id: number;
  /** Lower-cased login name, unique per merchant. */
  account: string;
  nickname: string;
  type: number;
  password_hash: string;
  /** 1 until the member's first login; that first session then reports firstTimeLogin. */
  first_time_login: Flag;
  password_changed_at: IsoTime;
  created_at: IsoTime;
  last_login_at: IsoTime | null;
  last_login_ip: string | null;
  /** Country dialing code + national number, digits only (verification/phone.ts); unique per merchant. */
  mobile: Generated<string | null>;
  email: Generated<string | null>;
  /** The bank account name (two-factor answer "payeeName"). */
  payee_name: Generated<string | null>;
  /** MY | EN | CN: the language of what the outbox sends this member; null: the request's. */
  language: Generated<string | null>;
  /** The upline agent (affiliate registration). */
  parent_id: Generated<number | null>;
  /** An agent's invitation code, upper-case, unique per merchant. */
  affiliate_code: Generated<string | null>;
  /** 1: the password is the default one or a temporary one; passwordExpired under PWDEXPFORCECHANGE3. */
  password_must_change: Generated<Flag>;
  /** A pending temporary password (forgot by e-mail): works beside the real one until used or expired. */
  temp_password_hash: Generated<string | null>;
  temp_password_expires_at: Generated<IsoTime | null>;
  payment_password_hash: Generated<string | null>;
}

/** Registration fields that have no column of their own (qqNum, line, whatsapp, …). */
export interface MemberProfileTable {
  member_id: number;
  field: string;
  value: string;
  updated_at: IsoTime;
}

/** Addresses a member has logged in from: a login from any other asks for a second factor. */
export interface MemberLoginIpTable {
  member_id: number;
  ip: string;
  first_seen_at: IsoTime;
  last_seen_at: IsoTime;
}

/** A login waiting for its second factor. */
export interface LoginTicketTable {
  id: Generated<number>;
  /** SHA-256 of the ticket handed to the client. */
  ticket_hash: string;
  member_id: number;
  ip: string;
  /** The password of the login was the default one (passwordExpired once verified). */
  password_default: Flag;
  attempts: number;
  used: Flag;
  expires_at: IsoTime;
  created_at: IsoTime;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  merchant_id: number;
  /** register | login | forgot | verify */
  purpose: string;
  /** The normalized mobile number or the lower-cased e-mail address the code went to. */
  target: string;
  /** HMAC-SHA256 of purpose, target and code under the server's verification key. */
  code_hash: string;
  attempts: number;
  used: Flag;
  expires_at: IsoTime;
  created_at: IsoTime;
}

/** The last send per channel and recipient: one SMS a second per number. */
export interface SendThrottleTable {
  channel: string;
  recipient: string;
  sent_at: IsoTime;
}

/** Every SMS and e-mail the platform sends (there is no real gateway: ops and the demo read it here). */
export interface OutboxTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number | null;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  code: string | null;
  created_at: IsoTime;
}

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
  /** Popups: the audience A (logged in), B (anonymous), F (first login). */
  execution: string | null;
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

export interface SessionTokenTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the token: a leaked database does not leak usable tokens. */
  token_hash: string;
  member_id: number;
  first_time_login: Flag;
  ip: string | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  revoked: Flag;
}

export interface CaptchaTable {
  key: string;
  code: string;
  expires_at: IsoTime;
  used: Flag;
  created_at: IsoTime;
}

export interface LoginFailureTable {
  id: Generated<number>;
  merchant_id: number;
  account: string;
  ip: string | null;
  created_at: IsoTime;
}

export interface WalletTable {
  id: Generated<number>;
  member_id: number;
  currency: string;
  balance: number;
  updated_at: IsoTime;
}

export interface LedgerEntryTable {
  id: Generated<number>;
  wallet_id: number;
  amount: number;
  balance_after: number;
  kind: string;
  reference: string | null;
  idempotency_key: string;
  created_at: IsoTime;
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

export interface Database {
  merchant: MerchantTable;
  member: MemberTable;
  session_token: SessionTokenTable;
  captcha: CaptchaTable;
  login_failure: LoginFailureTable;
  wallet: WalletTable;
  ledger_entry: LedgerEntryTable;
  site_setting: SiteSettingTable;
  server_key: ServerKeyTable;
  member_profile: MemberProfileTable;
  member_login_ip: MemberLoginIpTable;
  login_ticket: LoginTicketTable;
  verification_code: VerificationCodeTable;
  send_throttle: SendThrottleTable;
  outbox: OutboxTable;
  feedback: FeedbackTable;
  announcement: AnnouncementTable;
  announcement_text: AnnouncementTextTable;
  announcement_image: AnnouncementImageTable;
  banner: BannerTable;
  banner_text: BannerTextTable;
  help_entry: HelpEntryTable;
  help_text: HelpTextTable;
  seed_step: SeedStepTable;
}

export type MerchantRow = Selectable<MerchantTable>;
export type MemberRow = Selectable<MemberTable>;
export type NewMember = Insertable<MemberTable>;
export type WalletRow = Selectable<WalletTable>;
export type LedgerEntryRow = Selectable<LedgerEntryTable>;
export type LoginTicketRow = Selectable<LoginTicketTable>;
export type VerificationCodeRow = Selectable<VerificationCodeTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type AnnouncementRow = Selectable<AnnouncementTable>;
export type BannerRow = Selectable<BannerTable>;
export type BannerTextRow = Selectable<BannerTextTable>;
export type HelpEntryRow = Selectable<HelpEntryTable>;
