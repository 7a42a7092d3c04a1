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
