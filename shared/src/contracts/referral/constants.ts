// Referral, "refer and earn" (spec §1, §2 member page `referral`, §3 `referralCode`;
// docs/wire-contract.md "Referral").

/** The query key a referral link carries (spec §3: the registration's `referralCode` comes from the URL). */
export const REFERRAL_QUERY_KEY = 'referralCode';

/** The portal path a member's link opens: the register popup, the code kept for the registration. */
export const referralPath = (code: string) => `/register?${REFERRAL_QUERY_KEY}=${encodeURIComponent(code)}`;

/** The rules a referral reward is issued by: the friend's first deposit, the friend's valid bet. */
export const REFERRAL_RULES = ['DEPOSIT', 'BET'] as const;
export type ReferralRule = (typeof REFERRAL_RULES)[number];
