// The points mall (spec §2 "points mall", §3 "Points exchange", §4, §9 "Points never expire";
// docs/wire-contract.md "Points").

/**
 * A movement of the member's points: EARN (from valid bets), REDEEM (a good taken), CONVERT (points
 * turned into cash in the main wallet), REFUND (a rejected exchange gives its points back), GIFT
 * (points the site gives, not earned from bets: the demo player's starting points).
 */
export const POINT_ENTRY_KINDS = ['EARN', 'REDEEM', 'CONVERT', 'REFUND', 'GIFT'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

/** What an exchange took: a good of the mall, or cash (a conversion). */
export const POINT_EXCHANGE_TYPES = ['GOODS', 'CASH'] as const;
export type PointExchangeType = (typeof POINT_EXCHANGE_TYPES)[number];

/** Spec §4's points exchange statuses: in process (applying), approved (confirmed), rejected. */
export const POINT_EXCHANGE_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type PointExchangeStatus = (typeof POINT_EXCHANGE_STATUSES)[number];

/** The operator's word on a goods exchange. */
export const POINT_DECISIONS = ['APPROVE', 'REJECT'] as const;
export type PointDecision = (typeof POINT_DECISIONS)[number];

/** The most of one good a single redeem may take. */
export const POINT_REDEEM_MAX_QUANTITY = 10;
