// The VIP programme's paid state and the manual rebate (docs/wire-contract.md "VIP and manual
// rebate"). Money is integer minor units; rates are basis points; times are ISO-8601 UTC strings.
import { Type, type Static } from '@sinclair/typebox';
import { Codes } from '../common/schemas';
import { REWARD_STATUSES } from '../promotions/constants';
import { VIP_REWARD_KINDS } from './constants';

const Int = Type.Integer();
const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

/**
 * A reward the VIP programme issued into the member's reward centre: an upgrade bonus (`period` null)
 * or a rank salary (`period` the site month, `YYYY-MM`), for `level`. Status I: waiting to be claimed.
 */
export const VipReward = Type.Object({
  rewardId: Int,
  kind: Codes(VIP_REWARD_KINDS),
  level: Int,
  period: NullableString,
  amount: Int,
  status: Codes(REWARD_STATUSES),
  issuedTime: Type.String(),
});
export type VipReward = Static<typeof VipReward>;

/** `MCSFE_getManualRebate`: what a claim would pay now (the valid bet since the last claim × the level's rate). */
export const ManualRebate = Type.Object({
  level: Int,
  /** Basis points of the valid bet (30: 0.3 %). */
  rate: Int,
  /** Valid bet in settled bets since the last claim. */
  validBet: Int,
  /** floor(validBet × rate / 10,000). */
  amount: Int,
  /** null: never claimed. */
  lastClaimTime: NullableString,
});
export type ManualRebate = Static<typeof ManualRebate>;

/** `MCSFE_claimManualRebate` (T): paid once through the ledger (`bonus`). */
export const ManualRebateClaimAnswer = Type.Object({ validBet: Int, rate: Int, amount: Int, balance: Int, claimTime: Type.String() });
export type ManualRebateClaimAnswer = Static<typeof ManualRebateClaimAnswer>;

/** `POST /wps/admin/vip/run` (ops): runs the VIP job as of `asOf` (default now). */
export const VipAdminRunBody = Type.Object({ asOf: Type.Optional(Type.String({ format: 'date-time' })) }, { additionalProperties: false });
export type VipAdminRunBody = Static<typeof VipAdminRunBody>;
/** Members swept, upgrade bonuses and rank salaries issued by a run. */
export const VipJobReport = Type.Object({ members: Int, upgrades: Int, salaries: Int });
export type VipJobReport = Static<typeof VipJobReport>;
