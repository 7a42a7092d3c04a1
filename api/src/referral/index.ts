/** Referral, "refer and earn": a member's code and link, the friends who registered with it, and the rewards they earn the member (issued into the reward centre by the REFERRAL promotion). */
export { registerReferralJobs, runReferralJobs, runScheduledReferralJobs } from './jobs';
export { checkReferralCode, linkReferral, normalizeReferralCode } from './codes';
export { referralEnabled } from './programme';
export { onReferralDepositCredited } from './rewards';
export { DEMO_REFERRAL, seedReferral } from './seed';
