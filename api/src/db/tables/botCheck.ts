import type { IsoTime } from './common';

/** A bot-check proof already used (migration 0028-bot-check), until its challenge expires. */
export interface BotCheckProofTable {
  /** sha256 of the challenge's signature: one proof per challenge. */
  digest: string;
  expires_at: IsoTime;
}

/** SMS sent per site and site day (`YYYY-MM-DD` in the site's time zone), against SMS_DAILY_QUOTA. */
export interface SmsQuotaTable {
  merchant_id: number;
  day: string;
  sent: number;
}

/**
 * SMS sent per site day to one number, for one member or from one address (migration
 * 0037-sms-send-limits), each capped below the site's quota (src/verification/sms-limits.ts).
 */
export interface SmsSendCountTable {
  merchant_id: number;
  day: string;
  scope: 'number' | 'member' | 'address';
  /** The number's digits, the member's id or the address. */
  subject: string;
  sent: number;
}
