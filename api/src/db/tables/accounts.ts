import type { Generated } from 'kysely';
import type { Flag, IsoTime } from './common';

/* Merchants, members and what a session needs: logins, tickets, codes, captchas, limits. */

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
  /** 0: made by one-click sign-in, no password of its own yet (the hash is of a secret nobody knows). */
  password_set: Generated<Flag>;
  /** A pending temporary password (forgot by e-mail): works beside the real one until used or expired. */
  temp_password_hash: Generated<string | null>;
  temp_password_expires_at: Generated<IsoTime | null>;
  payment_password_hash: Generated<string | null>;
  /** SELF (a register form), AGENT (an agent's account opening) or OTHER (seed, ops): migration 0033. */
  origin: Generated<string>;
  /** When the number was proven by an SMS code (registration or binding); null: never. */
  mobile_verified_at: Generated<IsoTime | null>;
  /** The browser the account was made from (its `Device-Id` header), null when it sent none. */
  device_id: Generated<string | null>;
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

/** A member's wrong payment passwords in a row and the lock they set (src/wallet/payment-password.ts). */
export interface PaymentPasswordGuardTable {
  member_id: number;
  failures: Generated<number>;
  last_failure_at: IsoTime | null;
  /** Checks are refused (rate.limited) until then. */
  locked_until: IsoTime | null;
}

/** A member's wrong second-factor answers in a row and the lock they set (src/db/guess-guard.ts). */
export type SecondFactorGuardTable = PaymentPasswordGuardTable;

/** A rate-limited call's hits from one client address in its current window (src/http/rate-limit.ts). */
export interface RateLimitTable {
  /** `<METHOD> <url>` of the route. */
  route: string;
  client: string;
  window_start: IsoTime;
  hits: number;
}
