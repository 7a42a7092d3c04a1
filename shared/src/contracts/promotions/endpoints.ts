// The promotions' calls (docs/wire-contract.md "Promotions"). The reward centre, sign-up and
// ticket calls keep the platform's names (MCSFE_getClaimPromotion, MCSFE_claimIssuedPromotion,
// MCSFE_signUpPromotionJoin, PROMOFE_getClaimTicketList, PROMOFE_claimTicket); the list and detail of
// `/promotions` are named in the same family (the platform's are not shown). Guests browse promotions
// (spec §6); joining, rewards and tickets need a formal account.
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/** The promotions of the site with the caller's status of each, in the caller's language. */
export const MCSFE_getPromotionList = {
  method: 'GET', path: '/wps/relay/MCSFE_getPromotionList', auth: 'optional', answer: 'PromotionList',
} as const satisfies EndpointSpec;

/** One promotion with its terms and rules; 404 `promotion.not.found`. */
export const MCSFE_getPromotionDetail = {
  method: 'GET', path: '/wps/relay/MCSFE_getPromotionDetail', auth: 'optional', query: 'PromotionIdQuery', answer: 'PromotionDetail',
} as const satisfies EndpointSpec;

/**
 * Joins a promotion, once (`promotion.joined` after). A sign-up activity waits for the operator
 * (APPLYING), with the application (comment and up to 3 images) its rules ask for; a raffle hands out
 * its tickets at once. Errors (400): `promotion.closed`, `promotion.audience`,
 * `promotion.first.deposit.done` / `promotion.deposit.done` (the nth deposit is already made),
 * `promotion.automatic` (a kind that takes part by itself), `validation.failed` on `comment` / `images`.
 */
export const MCSFE_signUpPromotionJoin = {
  method: 'POST', path: '/wps/relay/MCSFE_signUpPromotionJoin', auth: true, roles: FORMAL_ACCOUNTS, body: 'PromotionJoinBody', answer: 'PromotionJoinAnswer',
} as const satisfies EndpointSpec;

/** The reward centre: the member's rewards (status I to claim, C claimed with their turnover progress). */
export const MCSFE_getClaimPromotion = {
  method: 'GET', path: '/wps/relay/MCSFE_getClaimPromotion', auth: true, roles: FORMAL_ACCOUNTS, query: 'ClaimPromotionQuery', answer: 'ClaimPromotionList',
} as const satisfies EndpointSpec;

/**
 * Claims an issued reward: paid once through the ledger (`bonus`) within the promotion's budget
 * (`promotion.budget.exhausted`), starting its turnover requirement; a repeat answers the first claim.
 */
export const MCSFE_claimIssuedPromotion = {
  method: 'POST', path: '/wps/relay/MCSFE_claimIssuedPromotion', auth: true, roles: FORMAL_ACCOUNTS, body: 'ClaimIssuedBody', answer: 'ClaimIssuedAnswer',
} as const satisfies EndpointSpec;

/**
 * The deposit page's opt-in: the deposit bonuses the member's next deposit may take, in the caller's
 * language. The choice goes with the deposit (`CreateDepositBody.promotionId`).
 */
export const MCSFE_getDepositPromotionList = {
  method: 'GET', path: '/wps/relay/MCSFE_getDepositPromotionList', auth: true, roles: FORMAL_ACCOUNTS, answer: 'DepositPromotionList',
} as const satisfies EndpointSpec;

/** The member's tickets (golden egg, red envelope, prize wheel), held (AVAILABLE) or opened. */
export const PROMOFE_getClaimTicketList = {
  method: 'GET', path: '/wps/relay/PROMOFE_getClaimTicketList', auth: true, roles: FORMAL_ACCOUNTS, query: 'ClaimTicketQuery', answer: 'ClaimTicketList',
} as const satisfies EndpointSpec;

/**
 * Opens a held ticket: the server draws the prize from the configured odds among prizes with stock
 * and budget left, and pays it through the ledger; a repeat answers the first opening.
 * `promotion.ticket.soldout` when no prize is left.
 */
export const PROMOFE_claimTicket = {
  method: 'POST', path: '/wps/relay/PROMOFE_claimTicket', auth: true, roles: FORMAL_ACCOUNTS, body: 'ClaimTicketBody', answer: 'ClaimTicketAnswer',
} as const satisfies EndpointSpec;

/**
 * Spec §7's raffle claim: draws with the member's oldest held ticket of a raffle promotion (as
 * PROMOFE_claimTicket does with a named one). 400 `promotion.ticket.none` when it holds none.
 */
export const MCS2_claimRafflePromotion = {
  method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', auth: true, roles: FORMAL_ACCOUNTS, body: 'PromotionIdBody', answer: 'ClaimTicketAnswer',
} as const satisfies EndpointSpec;

/** Ops: approves or rejects an application (`promotion.application.none` when there is none waiting). */
export const adminDecidePromotion = {
  method: 'POST', path: '/wps/admin/promotions/decide', body: 'PromotionDecideBody', answer: 'PromotionDecideAnswer', caller: 'ops',
} as const satisfies EndpointSpec;

/** The red dots (`counts$`): rewards to claim, missions open, promotions the member can join. */
export const MCSFE_getRedDotCounts = {
  method: 'GET', path: '/wps/relay/MCSFE_getRedDotCounts', auth: true, roles: FORMAL_ACCOUNTS, answer: 'RedDotCounts',
} as const satisfies EndpointSpec;

/** Ops: a promotion's applications with their comment and the addresses of their images. */
export const adminPromotionApplications = {
  method: 'GET', path: '/wps/admin/promotions/applications', query: 'PromotionApplicationQuery', answer: 'PromotionApplicationList', caller: 'ops',
} as const satisfies EndpointSpec;

/**
 * Ops: creates a promotion, or replaces the one with that `code` (its window, budget, rules, texts;
 * prizes only while none was drawn). Answers the promotion as the list shows it (in English).
 * 400 `promotion.rules.invalid`, `promotion.window.invalid`, `promotion.prizes.drawn`.
 */
export const adminSavePromotion = {
  method: 'POST', path: '/wps/admin/promotions', body: 'AdminPromotionBody', answer: 'PromotionDetail', caller: 'ops',
} as const satisfies EndpointSpec;
