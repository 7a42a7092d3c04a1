// The VIP programme and the manual rebate (docs/wire-contract.md "VIP and manual rebate").

/** The reward-centre kinds the VIP programme issues: once per level reached, and each month a level is held. */
export const VIP_REWARD_KINDS = ['UPGRADE_BONUS', 'RANK_SALARY'] as const;
export type VipRewardKind = (typeof VIP_REWARD_KINDS)[number];

/** Rebate rates are basis points of the valid bet: 30 is 0.3 %. */
export const BASIS_POINTS = 10_000;
