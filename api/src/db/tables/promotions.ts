import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/* Promotions, the reward centre and tickets (api/src/promotions, migration 0019-promotions). */

/** A promotion of a merchant: its window, budget (minor units) and rules and texts (JSON). */
export interface PromotionTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  /** A PROMOTION_KINDS code (contract promotions/constants.ts). */
  kind: string;
  /** ALL | NEW_MEMBERS */
  audience: string;
  starts_at: IsoTime;
  ends_at: IsoTime;
  budget: number;
  /** What was paid so far; never above `budget` (a conditional update and a CHECK). */
  budget_used: Generated<number>;
  /** JSON: StoredRules (api/src/promotions/rules.ts). */
  rules: string;
  /** JSON: per language { title, summary, terms }. */
  texts: string;
  sort: Generated<number>;
  created_at: IsoTime;
}

/** A ticket prize: its weight among the promotion's prizes and its stock (null: unlimited). */
export interface PromotionPrizeTable {
  id: Generated<number>;
  promotion_id: number;
  amount: number;
  weight: number;
  stock: number | null;
  taken: Generated<number>;
}

/** A member's participation in a promotion (one per promotion). */
export interface PromotionMemberTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  /** APPLYING | SIGNED_UP | REJECTED */
  status: string;
  joined_at: IsoTime;
  decided_at: IsoTime | null;
}

/** A reward of the reward centre: I (issued) → C (claimed) once. */
export interface PromotionRewardTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  /** What issued it (`first-deposit:<promotion>:<member>`, `approval:<promotion>:<member>`): unique. */
  source_key: string;
  amount: number;
  turnover_multiplier: number;
  /** The deposit a deposit bonus was issued on (locked with the bonus while its turnover runs); null for other kinds. */
  deposit_amount: number | null;
  status: string;
  issued_at: IsoTime;
  claimed_at: IsoTime | null;
}

/** The turnover requirement of a claimed bonus: valid bet since `started_at` must reach `required`. */
export interface PromotionTurnoverTable {
  id: Generated<number>;
  reward_id: number;
  member_id: number;
  required: number;
  /** What the claim locked in the wallet while the turnover runs (the bonus, plus its deposit). */
  locked: Generated<number>;
  started_at: IsoTime;
}

/** A ticket the member holds (AVAILABLE) and opens once (OPENED), with the prize drawn. */
export interface PromotionTicketTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  source_key: string;
  type: string;
  status: string;
  /** Made when handed out; shown (with the hash) once opened. */
  server_seed: string;
  seed_hash: string;
  prize_id: number | null;
  prize_amount: number | null;
  /** JSON { attempt, candidates: [{ prizeId, weight }] }: what the prize was drawn from. */
  draw: string | null;
  created_at: IsoTime;
  opened_at: IsoTime | null;
}

/** What a member sent with an application (migration 0020): one per participation. */
export interface PromotionApplicationTable {
  id: Generated<number>;
  participation_id: number;
  comment: string;
  created_at: IsoTime;
}

/** An application's image (1–3), png or jpeg by content, as base64 with its SHA-256. */
export interface PromotionApplicationImageTable {
  id: Generated<number>;
  application_id: number;
  position: number;
  mime: string;
  sha256: string;
  data_base64: string;
}

/** A phone, device or bank account a promotion was taken with (migration 0033): unique per promotion. */
export interface PromotionMarkTable {
  id: Generated<number>;
  promotion_id: number;
  /** PHONE | DEVICE | CARD */
  kind: string;
  value: string;
  member_id: number;
  created_at: IsoTime;
}
