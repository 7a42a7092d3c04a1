import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/** A member's limit (migration 0038-player-protection, src/protection). */
export interface ProtectionLimitTable {
  member_id: number;
  /** deposit | loss | wager | session. */
  kind: string;
  /** day | week | month; `session` for the session limit. */
  period: string;
  /** In force: minor units (minutes for the session limit); null: none. */
  amount: number | null;
  /** A raise or removal waiting: its value (null: removal) once `pending_at` is passed. */
  pending_amount: number | null;
  pending_at: IsoTime | null;
  updated_at: IsoTime;
}

/** A cool-off or self-exclusion, in force from `starts_at` until `ends_at`. */
export interface ProtectionExclusionTable {
  id: Generated<number>;
  member_id: number;
  kind: 'coolOff' | 'selfExclusion';
  length: string;
  starts_at: IsoTime;
  ends_at: IsoTime;
}

/** One change of a limit or an exclusion, as the player reads it back. */
export interface ProtectionChangeTable {
  id: Generated<number>;
  member_id: number;
  subject: 'limit' | 'exclusion' | 'realityCheck';
  kind: string;
  period: string;
  from_amount: number | null;
  to_amount: number | null;
  by: string;
  created_at: IsoTime;
  applies_at: IsoTime;
  /** An exclusion's end; null for a limit. */
  ends_at: IsoTime | null;
}

/** How often a member's reality check comes (migration 0041-reality-check); no row: the default. */
export interface ProtectionRealityCheckTable {
  member_id: number;
  minutes: number;
  updated_at: IsoTime;
}
