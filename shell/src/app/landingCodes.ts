import { storage } from '@portal/shared';

/** Codes a shared link carries: ?affiliateCode= (or ?code=) for the agent, ?referralCode= for a friend. */
export interface LandingCodes {
  affiliateCode?: string;
  referralCode?: string;
}

const KEYS = { affiliateCode: 'affiliateCode', referralCode: 'referralCode' } as const;

function fromSearch(search: string): LandingCodes {
  const query = new URLSearchParams(search);
  const affiliateCode = (query.get('affiliateCode') ?? query.get('code') ?? '').trim();
  const referralCode = (query.get('referralCode') ?? '').trim();
  return { ...(affiliateCode ? { affiliateCode } : {}), ...(referralCode ? { referralCode } : {}) };
}

/**
 * Kept from the address the visitor landed on: /register?affiliateCode=… is redirected to the home page
 * before the register popup opens, and a visitor may browse a while before registering.
 */
export function keepLandingCodes(search: string = window.location.search): void {
  const codes = fromSearch(search);
  if (codes.affiliateCode) storage.session.set(KEYS.affiliateCode, codes.affiliateCode);
  if (codes.referralCode) storage.session.set(KEYS.referralCode, codes.referralCode);
}

/** The codes of the current address, else those of the landing address. */
export function landingCodes(search: string = window.location.search): LandingCodes {
  const now = fromSearch(search);
  const affiliateCode = now.affiliateCode ?? storage.session.get<string>(KEYS.affiliateCode);
  const referralCode = now.referralCode ?? storage.session.get<string>(KEYS.referralCode);
  return { ...(affiliateCode ? { affiliateCode } : {}), ...(referralCode ? { referralCode } : {}) };
}
