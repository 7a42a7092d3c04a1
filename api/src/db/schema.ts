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
}

export type MerchantRow = Selectable<MerchantTable>;
export type MemberRow = Selectable<MemberTable>;
export type NewMember = Insertable<MemberTable>;
export type WalletRow = Selectable<WalletTable>;
export type LedgerEntryRow = Selectable<LedgerEntryTable>;
