// Promotions, the reward centre and tickets (issue 17; docs/wire-contract.md "Promotions"). Money is
// integer minor units; times are ISO-8601 UTC strings; texts come in the caller's language (MY, EN, CN).
import { Type, type Static } from '@sinclair/typebox';
import { Codes } from '../common/schemas';
import { PROMOTION_AUDIENCES, PROMOTION_DECISIONS, PROMOTION_KINDS, PROMOTION_STATUSES, REWARD_STATUSES, TICKET_STATUSES, TICKET_TYPES, TURNOVER_STATUSES } from './constants';

const Str = Type.String();
const Int = Type.Integer();
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const NullableInt = Type.Unsafe<number | null>({ type: ['integer', 'null'] });
const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

/** A promotion as `/promotions` lists it, with the caller's status (a guest sees JOIN, COMING_SOON or CLOSED). */
export const PromotionSummary = Type.Object({
  promotionId: Int,
  code: Str,
  promotionType: Codes(PROMOTION_KINDS),
  audience: Codes(PROMOTION_AUDIENCES),
  title: Str,
  summary: Str,
  startTime: Str,
  endTime: Str,
  status: Codes(PROMOTION_STATUSES),
});
export type PromotionSummary = Static<typeof PromotionSummary>;
export const PromotionList = Type.Array(PromotionSummary);
export type PromotionList = Static<typeof PromotionList>;

/** A prize of a ticket and its chance (weight out of the sum of weights); `left` null: no stock limit. */
export const PromotionPrize = Type.Object({ prizeId: Int, amount: Int, weight: Int, left: NullableInt });
export type PromotionPrize = Static<typeof PromotionPrize>;

/** What the promotion pays: a percent of the deposit up to a cap, or a fixed bonus; turnover; tickets and their prizes. */
export const PromotionRules = Type.Object({
  bonusPercent: Int,
  bonusCap: Int,
  bonusAmount: Int,
  minDeposit: Int,
  turnoverMultiplier: Int,
  ticketType: Type.Union([Codes(TICKET_TYPES), Type.Null()]),
  ticketCount: Int,
  prizes: Type.Array(PromotionPrize),
});
export type PromotionRules = Static<typeof PromotionRules>;

/** A promotion's page: the summary, its terms (plain text, one paragraph a line), rules and budget left. */
export const PromotionDetail = Type.Composite([
  PromotionSummary,
  Type.Object({ terms: Str, rules: PromotionRules, budgetLeft: Int }),
]);
export type PromotionDetail = Static<typeof PromotionDetail>;

export const PromotionIdQuery = Type.Object({ promotionId: Id });
export type PromotionIdQuery = Static<typeof PromotionIdQuery>;

/** MCSFE_signUpPromotionJoin. */
export const PromotionJoinBody = Type.Object({ promotionId: Id }, { additionalProperties: false });
export type PromotionJoinBody = Static<typeof PromotionJoinBody>;
export const PromotionJoinAnswer = Type.Object({ promotionId: Int, status: Codes(PROMOTION_STATUSES) });
export type PromotionJoinAnswer = Static<typeof PromotionJoinAnswer>;

/** A claimed bonus's turnover: valid bet required (bonus × multiplier) and reached since the claim. */
export const TurnoverProgress = Type.Object({ required: Int, progress: Int, status: Codes(TURNOVER_STATUSES), startTime: Str });
export type TurnoverProgress = Static<typeof TurnoverProgress>;

/** A reward of the reward centre. */
export const ClaimPromotionItem = Type.Object({
  rewardId: Int,
  promotionId: Int,
  promotionType: Codes(PROMOTION_KINDS),
  title: Str,
  amount: Int,
  status: Codes(REWARD_STATUSES),
  issuedTime: Str,
  claimedTime: NullableString,
  turnoverMultiplier: Int,
  turnover: Type.Union([TurnoverProgress, Type.Null()]),
});
export type ClaimPromotionItem = Static<typeof ClaimPromotionItem>;
export const ClaimPromotionList = Type.Array(ClaimPromotionItem);
export type ClaimPromotionList = Static<typeof ClaimPromotionList>;

/** MCSFE_getClaimPromotion: `promotionType` a comma list of kinds (empty: all), `status` I or C. */
export const ClaimPromotionQuery = Type.Object({
  promotionType: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Z_,]*$' })),
  status: Type.Optional(Codes(REWARD_STATUSES)),
});
export type ClaimPromotionQuery = Static<typeof ClaimPromotionQuery>;

/** MCSFE_claimIssuedPromotion: the reward's id (`promotionClaimId`) and its kind. */
export const ClaimIssuedBody = Type.Object({ promotionClaimId: Id, promotionType: Codes(PROMOTION_KINDS) }, { additionalProperties: false });
export type ClaimIssuedBody = Static<typeof ClaimIssuedBody>;
export const ClaimIssuedAnswer = Type.Object({ rewardId: Int, amount: Int, balance: Int, turnover: Type.Union([TurnoverProgress, Type.Null()]) });
export type ClaimIssuedAnswer = Static<typeof ClaimIssuedAnswer>;

/**
 * A ticket the member holds or opened; `prizeAmount` once opened. `seedHash` commits to the ticket's
 * server seed from the moment it is handed out; `serverSeed` is shown once it is opened.
 */
export const ClaimTicket = Type.Object({
  transactionId: Int,
  promotionId: Int,
  title: Str,
  type: Codes(TICKET_TYPES),
  status: Codes(TICKET_STATUSES),
  seedHash: Str,
  serverSeed: NullableString,
  prizeAmount: NullableInt,
  createdTime: Str,
  openedTime: NullableString,
});
export type ClaimTicket = Static<typeof ClaimTicket>;
export const ClaimTicketList = Type.Array(ClaimTicket);
export type ClaimTicketList = Static<typeof ClaimTicketList>;
export const ClaimTicketQuery = Type.Object({ status: Type.Optional(Codes(TICKET_STATUSES)) });
export type ClaimTicketQuery = Static<typeof ClaimTicketQuery>;

/** PROMOFE_claimTicket: opens a held ticket; the server draws the prize. */
export const ClaimTicketBody = Type.Object({ transactionId: Id }, { additionalProperties: false });
export type ClaimTicketBody = Static<typeof ClaimTicketBody>;
/** A prize a ticket was drawn from, with its weight at that moment (prizes with stock left, by id). */
export const TicketCandidate = Type.Object({ prizeId: Int, weight: Int });
export type TicketCandidate = Static<typeof TicketCandidate>;
/**
 * The opened ticket: its prize, and what proves it: the seed (its SHA-256 is the `seedHash` shown
 * before), the attempt (0 unless a parallel opening took the prize first) and the prizes it was drawn
 * from. u = first 13 hex digits of HMAC-SHA256(key = serverSeed, `ticket:<transactionId>:<attempt>`)
 * / 16^13; the prize is the candidate whose cumulative weight range holds floor(u × total weight).
 */
export const ClaimTicketAnswer = Type.Object({
  transactionId: Int,
  type: Codes(TICKET_TYPES),
  prizeId: Int,
  prizeAmount: Int,
  balance: Int,
  seedHash: Str,
  serverSeed: Str,
  attempt: Int,
  candidates: Type.Array(TicketCandidate),
});
export type ClaimTicketAnswer = Static<typeof ClaimTicketAnswer>;

/** Ops: approve or reject a member's application (an approved sign-up activity issues its reward and tickets). */
export const PromotionDecideBody = Type.Object(
  { promotionId: Id, account: Type.String({ minLength: 1, maxLength: 64 }), decision: Codes(PROMOTION_DECISIONS) },
  { additionalProperties: false },
);
export type PromotionDecideBody = Static<typeof PromotionDecideBody>;
export const PromotionDecideAnswer = Type.Object({ promotionId: Int, memberId: Int, status: Codes(PROMOTION_STATUSES) });
export type PromotionDecideAnswer = Static<typeof PromotionDecideAnswer>;
