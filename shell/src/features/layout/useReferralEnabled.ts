import { useSiteConfig } from '../boot';

/**
 * Spec §2: "invite friends, when referral is enabled". The site config says whether a REFERRAL
 * promotion runs (`info.referral.enabled`); a boot answer without the flag (a page written before it
 * existed) counts as off, so no link leads to a programme that pays nothing.
 */
export function useReferralEnabled(): boolean {
  return useSiteConfig().referral?.enabled === true;
}
