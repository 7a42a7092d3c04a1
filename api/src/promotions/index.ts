/** Promotions: the list and terms, joining and ops approval, the reward centre paid through the ledger with turnover, tickets with server-drawn prizes. */
export { onDepositCredited } from './deposits';
// The deposit page's bonus opt-in: what it offers, and joining one with the deposit's order.
export { joinWithDeposit } from './deposit-offers';
export { onMemberRegistered, onZaloBound } from './automatic';
export { assertUnlocked, locksOf, turnoverRemaining } from './turnover';
export { seedPromotions, type DemoPromotion } from './seed';
// Features that issue rewards of their own kind (missions, VIP, referral) into the reward centre.
export { issueReward } from './grants';
export { rulesOf, textsOf } from './rules';
// Who holds an account (a referral's friend against its referrer, api/src/referral).
export { memberFacts, sharedOwnership, type MemberFacts } from './eligibility';
