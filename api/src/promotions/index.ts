/** Promotions: the list and terms, joining and ops approval, the reward centre paid through the ledger with turnover, tickets with server-drawn prizes. */
export { onDepositCredited } from './deposits';
// The deposit page's bonus opt-in: what it offers, and joining one with the deposit's order.
export { joinWithDeposit } from './deposit-offers';
export { onMemberRegistered, onZaloBound } from './automatic';
export { assertUnlocked, locksOf, turnoverRemaining } from './turnover';
// A self-exclusion (api/src/protection) ends the player's promotions; its deposits stay its own.
export { cancelPromotionsOf } from './cancel';
export { seedPromotions, type DemoPromotion } from './seed';
// Features that issue rewards of their own kind (missions, VIP, referral) into the reward centre.
export { issueReward } from './grants';
export { rulesOf, textsOf } from './rules';
// Whether a member may join a promotion now (the home popup about one is shown only then).
export { joinerFacts, joinRefusal } from './joinable';
// Who holds an account (a referral's friend against its referrer, api/src/referral).
export { memberFacts, sharedOwnership, type MemberFacts } from './eligibility';
