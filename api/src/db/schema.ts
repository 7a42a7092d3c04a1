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

/* Issue 4: games. Category codes (`game_type`) are those of spec §2; `engine` is the in-house engine
 * that plays a game (`slot`, `dice`, `crash`). */

export interface GameVendorTable {
  code: string;
  name: string;
  sort: number;
  /** A vendor group: its games open in the game popup list. */
  is_group: Flag;
  is_inhouse: Flag;
  maintenance: Flag;
  /** The artwork's colour, `#rrggbb`. */
  color: string;
  created_at: IsoTime;
}

export interface GameVendorCategoryTable {
  vendor_code: string;
  game_type: string;
  sort: number;
}

export interface GameTable {
  id: Generated<number>;
  node_id: string;
  vendor_code: string;
  game_type: string;
  game_code: string;
  name_my: string;
  name_en: string;
  name_cn: string;
  /** Lower-cased names in every language and the game code, for the search. */
  search_text: string;
  /** JP, TG, AC, BG or null. */
  sub_category: string | null;
  engine: string;
  is_hot: Flag;
  is_new: Flag;
  min_bet: number;
  lines: number;
  maintenance: Flag;
  free_play: Flag;
  sort: number;
  art_version: number;
  created_at: IsoTime;
}

export interface FavoriteGameTable {
  member_id: number;
  game_id: number;
  created_at: IsoTime;
}

export interface GameLaunchTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the launch ticket. */
  ticket_hash: string;
  merchant_id: number;
  /** Null for a guest's free play. */
  member_id: number | null;
  game_id: number;
  /** real (wallet money) or demo (the ticket's own credits). */
  mode: string;
  demo_balance: number;
  created_at: IsoTime;
  expires_at: IsoTime;
}

export interface FairSeedTable {
  id: Generated<number>;
  /** The owner: a member for real play, or a demo launch. */
  member_id: number | null;
  launch_id: number | null;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** Rounds played with this pair so far (the next round's nonce). */
  nonce: number;
  active: Flag;
  created_at: IsoTime;
  revealed_at: IsoTime | null;
}

export interface GameRoundTable {
  id: Generated<number>;
  launch_id: number;
  member_id: number | null;
  game_id: number;
  seed_id: number;
  nonce: number;
  engine: string;
  mode: string;
  request_id: string;
  bet: number;
  /** ×100 (250 = 2.50×). */
  multiplier: number;
  payout: number;
  /** JSON: the player's choices (dice target, crash cash-out). */
  params: string;
  /** JSON: the engine's result. */
  result: string;
  created_at: IsoTime;
}

export interface BetRecordTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  game_id: number;
  vendor_code: string;
  game_type: string;
  /** The in-house round behind it; a connected vendor's bets would have none. */
  round_id: number | null;
  bet_amount: number;
  valid_bet: number;
  payout: number;
  /** payout − bet_amount, from the player's side. */
  win_loss: number;
  /** settled */
  status: string;
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
  game_vendor: GameVendorTable;
  game_vendor_category: GameVendorCategoryTable;
  game: GameTable;
  favorite_game: FavoriteGameTable;
  game_launch: GameLaunchTable;
  fair_seed: FairSeedTable;
  game_round: GameRoundTable;
  bet_record: BetRecordTable;
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
export type GameRow = Selectable<GameTable>;
export type GameVendorRow = Selectable<GameVendorTable>;
export type GameLaunchRow = Selectable<GameLaunchTable>;
export type FairSeedRow = Selectable<FairSeedTable>;
export type GameRoundRow = Selectable<GameRoundTable>;
