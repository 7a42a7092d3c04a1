// Promotions and the reward centre (spec §1, §3, §4, §9; docs/wire-contract.md "Promotions").

/**
 * The kinds of promotion this engine runs, named as the platform's `promotionType`
 * (MCSFE_getClaimPromotion?promotionType=…). One promotion model for all of them: a percent bonus on
 * the member's first (second … fifth) credited deposit or on every deposit; a sign-up activity an
 * operator approves; a raffle that hands out tickets; the register and Zalo-binding bonuses; the manual
 * rebate; the VIP upgrade bonus and rank salary; missions; referral rewards.
 */
export const PROMOTION_KINDS = [
  'FIRST_DEPOSIT',
  'SECOND_DEPOSIT',
  'THIRD_DEPOSIT',
  'FOURTH_DEPOSIT',
  'FIFTH_DEPOSIT',
  'DEPOSIT',
  'SIGNUP',
  'RAFFLE',
  'NEW_REGISTER',
  'ZALO_BINDING',
  'MANUAL',
  'UPGRADE_BONUS',
  'RANK_SALARY',
  'MISSION',
  'REFERRAL',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * The kinds a member joins (or applies to) on `/promotions`. The others take part by what the member
 * does (registers, binds Zalo, bets, refers a friend): they are listed with their terms, never joined.
 */
export const JOINABLE_PROMOTION_KINDS = ['FIRST_DEPOSIT', 'SECOND_DEPOSIT', 'THIRD_DEPOSIT', 'FOURTH_DEPOSIT', 'FIFTH_DEPOSIT', 'DEPOSIT', 'SIGNUP', 'RAFFLE'] as const satisfies readonly PromotionKind[];

/** The nth-deposit kinds and the deposit each pays on (1: the first credited deposit). */
export const NTH_DEPOSIT_KINDS = { FIRST_DEPOSIT: 1, SECOND_DEPOSIT: 2, THIRD_DEPOSIT: 3, FOURTH_DEPOSIT: 4, FIFTH_DEPOSIT: 5 } as const;

/** Who may join: every formal account, or only accounts registered since the promotion started. */
export const PROMOTION_AUDIENCES = ['ALL', 'NEW_MEMBERS'] as const;
export type PromotionAudience = (typeof PROMOTION_AUDIENCES)[number];

/**
 * The activity statuses of spec §4, as the caller sees a promotion: JOIN (open, not joined),
 * APPLYING (waiting for the operator), REJECTED, SIGNED_UP (joined, nothing issued yet), ISSUED (a
 * reward waits in the reward centre), IN_PROCESS (claimed, its turnover still running), CLAIMED,
 * COMING_SOON (before its window), CLOSED (after it, or its budget spent).
 */
export const PROMOTION_STATUSES = ['JOIN', 'APPLYING', 'REJECTED', 'SIGNED_UP', 'ISSUED', 'IN_PROCESS', 'CLAIMED', 'COMING_SOON', 'CLOSED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** A reward in the reward centre: I issued (to claim), C claimed (paid). */
export const REWARD_STATUSES = ['I', 'C'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** A claimed bonus's turnover requirement: still running, or reached. */
export const TURNOVER_STATUSES = ['IN_PROCESS', 'COMPLETED'] as const;
export type TurnoverStatus = (typeof TURNOVER_STATUSES)[number];

/** The tickets of spec §3. */
export const TICKET_TYPES = ['GOLDEN_EGG', 'RED_ENVELOPE', 'PRIZE_WHEEL'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** A ticket the member holds (AVAILABLE, as PROMOFE_getClaimTicketList?status=AVAILABLE) or has opened. */
export const TICKET_STATUSES = ['AVAILABLE', 'OPENED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The operator's word on an application. */
export const PROMOTION_DECISIONS = ['APPROVE', 'REJECT'] as const;
export type PromotionDecision = (typeof PROMOTION_DECISIONS)[number];

/** Spec §9: an activity application's comment and images (png or jpg, 5 MB each, checked by content). */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
