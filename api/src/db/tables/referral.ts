import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/** A member's own referral code (migration 0023-referral), one per member, unique within the merchant. */
export interface MemberReferralCodeTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  /** Upper-case letters and digits. */
  code: string;
  created_at: IsoTime;
}

/** A friend who registered with a member's code: one referrer per friend, never itself. */
export interface ReferralTable {
  id: Generated<number>;
  merchant_id: number;
  referrer_id: number;
  friend_id: number;
  registered_at: IsoTime;
  /** When the friend's valid-bet reward was issued (null: not yet). */
  bet_rewarded_at: IsoTime | null;
  /** The friend's first credited deposit and when (migration 0033): it must be played through first. */
  deposit_amount: Generated<number | null>;
  deposited_at: Generated<IsoTime | null>;
  /** When the friend's deposit reward was issued (null: not yet). */
  deposit_rewarded_at: Generated<IsoTime | null>;
  /** Why the friend never counts (the referrer's own phone, device or bank account); null: it may. */
  refused: Generated<string | null>;
}
