// Promotions, the reward centre and tickets (docs/wire-contract.md "Promotions"). Money is
// integer minor units; times are ISO-8601 UTC strings; texts come in the caller's language (MY, EN, CN).
import { Type, type Static } from '@sinclair/typebox';
import { Codes, X_MESSAGE } from '../common/schemas';
import { PROOF_IMAGE_MAX_BYTES } from '../funds/constants';
import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX, PROMOTION_AUDIENCES, PROMOTION_DECISIONS, PROMOTION_KINDS, PROMOTION_STATUSES, REWARD_STATUSES, TICKET_STATUSES, TICKET_TYPES, TURNOVER_STATUSES } from './constants';

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
  /** Joining is an application (a comment and up to 3 images) an operator decides. */
  application: Type.Boolean(),
  /** The caller may join it now (a guest: when it is open; the sign-in comes first). Show Join only then. */
  canJoin: Type.Boolean(),
  /** Why this member cannot take it, in the caller's language (already deposited, not for its account, …); null: no reason to tell. */
  whyNot: NullableString,
});
export type PromotionSummary = Static<typeof PromotionSummary>;
export const PromotionList = Type.Array(PromotionSummary);
export type PromotionList = Static<typeof PromotionList>;

/** A prize of a ticket and its chance (weight out of the sum of weights); `left` null: no stock limit. */
export const PromotionPrize = Type.Object({ prizeId: Int, amount: Int, weight: Int, left: NullableInt });
export type PromotionPrize = Static<typeof PromotionPrize>;

/**
 * Who may take a promotion (set by ops per promotion): only accounts their owners registered, not
 * accounts an agent opened, a mobile number proven by SMS, once per phone / browser / bank account
 * number, and credited deposits of at least `minDepositTotal` in all (minor units, 0: none).
 */
const ELIGIBILITY_FLAGS = {
  selfRegisteredOnly: Type.Boolean(),
  notAgentOpened: Type.Boolean(),
  verifiedPhone: Type.Boolean(),
  onePerPhone: Type.Boolean(),
  onePerDevice: Type.Boolean(),
  onePerPaymentAccount: Type.Boolean(),
};
export const PromotionEligibility = Type.Object({ ...ELIGIBILITY_FLAGS, minDepositTotal: Int });
export type PromotionEligibility = Static<typeof PromotionEligibility>;

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
  /** Joining asks for an application: a comment and up to 3 images, decided by an operator. */
  application: Type.Boolean(),
  eligibility: PromotionEligibility,
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

/** MCSFE_signUpPromotionJoin (MCS2_claimRafflePromotion takes the same id). */
export const PromotionIdBody = Type.Object({ promotionId: Id }, { additionalProperties: false });
export type PromotionIdBody = Static<typeof PromotionIdBody>;

/**
 * MCSFE_signUpPromotionJoin: joins, or applies to an activity that asks for an application (its rules'
 * `application`) with a comment (≤ 140 characters) and up to 3 png/jpg images as data URLs (5 MB each,
 * checked by content on the server).
 */
export const PromotionJoinBody = Type.Object(
  {
    promotionId: Id,
    comment: Type.Optional(Type.String({ maxLength: APPLICATION_COMMENT_MAX, [X_MESSAGE]: 'promotion.comment' })),
    images: Type.Optional(
      Type.Array(Type.String({ maxLength: Math.ceil((PROOF_IMAGE_MAX_BYTES * 4) / 3) + 64, [X_MESSAGE]: 'promotion.images' }), {
        maxItems: APPLICATION_IMAGES_MAX,
        [X_MESSAGE]: 'promotion.images',
      }),
    ),
  },
  { additionalProperties: false },
);
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
  /**
   * What claiming locks in the wallet until the turnover is met: the bonus, plus the deposit a
   * deposit bonus was issued on (0 without a turnover). Shown for the member to confirm before a claim.
   */
  locks: Int,
  /** The valid bet the claim asks for (amount × turnoverMultiplier). */
  turnoverRequired: Int,
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
 * A deposit bonus the caller may take with the deposit it is about to make (the deposit page's
 * opt-in): running, not joined yet, and for an nth-deposit kind this deposit is the nth. What it gives
 * for an amount is `depositBonusOf(offer, amount)`; its turnover is that bonus × `turnoverMultiplier`.
 */
export const DepositPromotion = Type.Object({
  promotionId: Int,
  promotionType: Codes(PROMOTION_KINDS),
  title: Str,
  summary: Str,
  bonusPercent: Int,
  bonusCap: Int,
  minDeposit: Int,
  turnoverMultiplier: Int,
});
export type DepositPromotion = Static<typeof DepositPromotion>;
export const DepositPromotionList = Type.Array(DepositPromotion);
export type DepositPromotionList = Static<typeof DepositPromotionList>;

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

/** Ops: the applications waiting for (or given) a decision, with their comment and images' addresses. */
export const PromotionApplicationQuery = Type.Object({ promotionId: Id });
export type PromotionApplicationQuery = Static<typeof PromotionApplicationQuery>;
export const PromotionApplication = Type.Object({
  applicationId: Int,
  account: Str,
  status: Codes(PROMOTION_STATUSES),
  comment: Str,
  images: Type.Array(Str),
  createdTime: Str,
});
export type PromotionApplication = Static<typeof PromotionApplication>;
export const PromotionApplicationList = Type.Array(PromotionApplication);
export type PromotionApplicationList = Static<typeof PromotionApplicationList>;

/** The red dots of spec §2 (`counts$`): rewards waiting to be claimed, missions open, promotions to join. */
export const RedDotCounts = Type.Object({ rewards: Int, missions: Int, availablePromotions: Int });
export type RedDotCounts = Static<typeof RedDotCounts>;

/** A language's texts of a promotion an operator writes (plain text; terms a paragraph a line). */
export const PromotionTextsInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120 }),
    summary: Type.String({ minLength: 1, maxLength: 300 }),
    terms: Type.String({ minLength: 1, maxLength: 4000 }),
  },
  { additionalProperties: false },
);
const Count = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
const Amount = Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 });

/**
 * Ops: a promotion as an operator creates or replaces it (by `code`): every kind's rules in one shape
 * (absent means 0 / none), the window, the budget, the prizes of its tickets and its texts in all three
 * languages. The API checks the rules make sense for the kind (promotion.rules.invalid).
 */
export const AdminPromotionBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9][a-z0-9-]*$' }),
    kind: Codes(PROMOTION_KINDS),
    audience: Codes(PROMOTION_AUDIENCES),
    startTime: Type.String({ format: 'date-time' }),
    endTime: Type.String({ format: 'date-time' }),
    budget: Amount,
    rules: Type.Object(
      {
        bonusPercent: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
        bonusCap: Type.Optional(Amount),
        bonusAmount: Type.Optional(Amount),
        minDeposit: Type.Optional(Amount),
        turnoverMultiplier: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
        tickets: Type.Optional(Type.Object({ type: Codes(TICKET_TYPES), count: Type.Integer({ minimum: 1, maximum: 100 }) }, { additionalProperties: false })),
        application: Type.Optional(Type.Boolean()),
        measure: Type.Optional(Codes(['VALID_BET', 'DEPOSIT', 'ROUNDS'] as const)),
        milestones: Type.Optional(Type.Array(Type.Object({ target: Amount, bonus: Amount }, { additionalProperties: false }), { minItems: 1, maxItems: 10 })),
        eligibility: Type.Optional(Type.Partial(Type.Object({ ...ELIGIBILITY_FLAGS, minDepositTotal: Amount }), { additionalProperties: false })),
      },
      { additionalProperties: false },
    ),
    prizes: Type.Optional(
      Type.Array(Type.Object({ amount: Amount, weight: Type.Integer({ minimum: 1, maximum: 1_000_000 }), stock: Type.Union([Type.Null(), Count]) /* null first: the API's coercion would read null as 0 */ }, { additionalProperties: false }), { maxItems: 24 }),
    ),
    texts: Type.Object({ MY: PromotionTextsInput, EN: PromotionTextsInput, CN: PromotionTextsInput }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type AdminPromotionBody = Static<typeof AdminPromotionBody>;
