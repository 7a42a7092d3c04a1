// Referral, "refer and earn" (docs/wire-contract.md "Referral"). Money is integer minor units;
// times are ISO-8601 UTC strings; texts come in the caller's language (MY, EN, CN).
import { Type, type Static } from '@sinclair/typebox';
import { PagingFields, PageOf } from '../common/schemas';

const Int = Type.Integer();
const Str = Type.String();
const NullableInt = Type.Unsafe<number | null>({ type: ['integer', 'null'] });

/**
 * What the running REFERRAL promotion pays the referrer: `depositPercent` of the friend's first
 * deposit (at least `minDeposit`) up to `depositCap` (0: no cap), and `betBonus` once the friend's
 * valid bet since registering reaches `betThreshold` (0: no such reward); each claimed reward then
 * needs `turnoverMultiplier` × its amount in valid bets.
 */
export const ReferralRules = Type.Object({
  depositPercent: Int,
  depositCap: Int,
  minDeposit: Int,
  betThreshold: Int,
  betBonus: Int,
  turnoverMultiplier: Int,
});
export type ReferralRules = Static<typeof ReferralRules>;

/**
 * MCSFE_getReferralInfo: the member's code and the link's path (to put after the site's origin), the
 * friends who registered with it and the rewards they earned the member. `enabled` false: no REFERRAL
 * promotion runs (window closed or budget spent); the code still shows, nothing is issued.
 */
export const ReferralInfo = Type.Object({
  enabled: Type.Boolean(),
  code: Str,
  path: Str,
  friends: Int,
  /** Every referral reward issued to the member (claimed or not). */
  rewardsEarned: Int,
  /** Of those, still waiting in the reward centre. */
  rewardsToClaim: Int,
  /** The running promotion (its terms in the caller's language), null when disabled. */
  promotionId: NullableInt,
  title: Str,
  terms: Str,
  rules: Type.Union([ReferralRules, Type.Null()]),
});
export type ReferralInfo = Static<typeof ReferralInfo>;

/** A friend who registered with the member's code; the account masked (the friend's privacy). */
export const ReferralFriend = Type.Object({
  account: Str,
  registeredTime: Str,
  firstDeposit: Type.Boolean(),
  /** The referral rewards this friend earned the member. */
  rewardsEarned: Int,
});
export type ReferralFriend = Static<typeof ReferralFriend>;

export const ReferralFriendsQuery = Type.Object(PagingFields);
export type ReferralFriendsQuery = Static<typeof ReferralFriendsQuery>;

export const ReferralFriendPage = PageOf(ReferralFriend);
export type ReferralFriendPage = Static<typeof ReferralFriendPage>;
