import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/* Points and the points mall (api/src/points, migration 0021-points). */

/** A member's points: held (never below zero) and earned so far from valid bets. */
export interface PointAccountTable {
  member_id: number;
  points: Generated<number>;
  earned: Generated<number>;
  updated_at: IsoTime;
}

/** A movement of points; unique on its idempotency key. */
export interface PointEntryTable {
  id: Generated<number>;
  member_id: number;
  /** EARN | REDEEM | CONVERT | REFUND | GIFT */
  kind: string;
  points: number;
  balance_after: number;
  reference: string | null;
  idempotency_key: string;
  created_at: IsoTime;
}

/** A good of the mall: its price in points (and cash), stock and what was taken. */
export interface PointGoodTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  points: number;
  amount: Generated<number>;
  stock: number;
  taken: Generated<number>;
  /** JSON: per language { name, details }. */
  texts: string;
  active: Generated<number>;
  /** 1: sent by post, its redeem asks a shipping address; 0: needs none (migration 0039). */
  ships: Generated<number>;
  sort: Generated<number>;
  created_at: IsoTime;
}

/** A redeem (GOODS) or conversion (CASH). */
export interface PointExchangeTable {
  id: Generated<number>;
  member_id: number;
  order_no: string;
  request_id: string;
  /** GOODS | CASH */
  type: string;
  good_id: number | null;
  item_name: string;
  quantity: number;
  points: number;
  amount: number;
  paid_amount: number;
  /** IN_PROCESS | APPROVED | REJECTED */
  status: string;
  remark: string | null;
  address: string | null;
  phone: string | null;
  created_at: IsoTime;
  decided_at: IsoTime | null;
}
