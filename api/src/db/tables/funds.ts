import type { Generated } from 'kysely';
import type { Flag, IsoTime } from './common';

/* Deposits and withdrawals (api/src/funds). */

/* Deposits and withdrawals (api/src/funds). */

export interface DepositChannelTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  name: string;
  /** bank | ewallet | qr */
  type: string;
  min_amount: number;
  max_amount: number;
  /** JSON array of minor units. */
  preset_amounts: string;
  processing_minutes: number;
  sort: number;
  enabled: Flag;
  created_at: IsoTime;
}

export interface DepositOrderTable {
  id: Generated<number>;
  order_no: string;
  merchant_id: number;
  member_id: number;
  channel_id: number;
  amount: number;
  /** pending | credited | failed | expired */
  status: string;
  /** The client's id of the request (unique per member): a repeat answers this order. */
  request_id: string;
  /** The payment provider's reference, from its callback. */
  provider_ref: string | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  credited_at: IsoTime | null;
  failed_at: IsoTime | null;
}

/** The banks (and e-wallets) a member can withdraw to; platform-wide. */
export interface BankTable {
  code: string;
  name: string;
  sort: number;
  enabled: Flag;
}

export interface BankCardTable {
  id: Generated<number>;
  member_id: number;
  /** 1–5, unique per member: the card limit holds under concurrent adds. */
  slot: number;
  bank_code: string;
  account_name: string;
  account_number: string;
  created_at: IsoTime;
}

export interface WithdrawOrderTable {
  id: Generated<number>;
  order_no: string;
  merchant_id: number;
  member_id: number;
  bank_card_id: number;
  bank_name: string;
  account_name: string;
  account_number_masked: string;
  amount: number;
  /** pending | approved | disbursed | received | partlyReceived | disputed | rejected */
  status: string;
  request_id: string;
  /** The Myanmar calendar day (yyyy-MM-dd) the order counts against. */
  day: string;
  created_at: IsoTime;
  approved_at: IsoTime | null;
  rejected_at: IsoTime | null;
  disbursed_at: IsoTime | null;
  confirm_deadline: IsoTime | null;
  /** full | partial | none */
  confirm_result: string | null;
  received_amount: number | null;
  remaining_amount: number | null;
  /** 1: recorded by the auto-receive job after the deadline (final, no refund). */
  confirm_forced: Flag;
  confirmed_at: IsoTime | null;
}

export interface WithdrawProofTable {
  order_id: number;
  /** image/png | image/jpeg */
  mime: string;
  size: number;
  sha256: string;
  data_base64: string;
  created_at: IsoTime;
}

export interface WithdrawDailyTable {
  member_id: number;
  day: string;
  count: number;
  total: number;
}
