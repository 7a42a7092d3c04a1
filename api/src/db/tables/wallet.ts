import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/* Wallets and the double-entry ledger (api/src/wallet). */

/**
 * The member's main wallet's `vendor_code` (the column's default): the wallet the header shows. Here, in
 * the schema, so every layer names it from one place (messages, which the wallet domain imports, included).
 */
export const MAIN_WALLET = 'MAIN';

export interface WalletTable {
  id: Generated<number>;
  member_id: number;
  currency: string;
  /** `MAIN`, or the vendor code of a sub-wallet (`PG`, …); one wallet per member, currency and vendor. */
  vendor_code: Generated<string>;
  balance: number;
  updated_at: IsoTime;
}

/** A member leg of a ledger transaction (the house legs are in `house_entry`). */
export interface LedgerEntryTable {
  id: Generated<number>;
  wallet_id: number;
  amount: number;
  balance_after: number;
  kind: string;
  reference: string | null;
  /** The txn's key for its first member leg, `<key>#<n>` for the n-th. */
  idempotency_key: string;
  created_at: IsoTime;
  /** The transaction this leg belongs to (every row has one since migration 0005). */
  txn_id: number | null;
}

/* The double-entry ledger (api/src/wallet/ledger.ts). */

/** One movement: its legs (member entries and house entries) sum to zero. */
export interface LedgerTxnTable {
  id: Generated<number>;
  kind: string;
  reference: string | null;
  /** Unique: a retried movement answers the first one. */
  idempotency_key: string;
  created_at: IsoTime;
}

/** A house leg: the site's side of a movement (`house:deposit`, `house:game`, …), per merchant; may go below zero. */
export interface HouseEntryTable {
  id: Generated<number>;
  txn_id: number;
  merchant_id: number;
  account: string;
  amount: number;
  created_at: IsoTime;
}
