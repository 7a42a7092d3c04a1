// Referral, "refer and earn" (docs/wire-contract.md "Referral"). Named in the platform's
// member-centre family (MCSFE_…); the platform's own names are not shown. Formal accounts only.
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/** The member's code (made on first read), the link's path, the friends count and rewards earned, and the programme's rules. */
export const MCSFE_getReferralInfo = {
  method: 'GET', path: '/wps/relay/MCSFE_getReferralInfo', auth: true, roles: FORMAL_ACCOUNTS, answer: 'ReferralInfo',
} as const satisfies EndpointSpec;

/** The friends who registered with the member's code, newest first: masked account, registered time, first deposit made, rewards earned. */
export const MCSFE_getReferralFriends = {
  method: 'GET', path: '/wps/relay/MCSFE_getReferralFriends', auth: true, roles: FORMAL_ACCOUNTS, query: 'ReferralFriendsQuery', answer: 'ReferralFriendPage',
} as const satisfies EndpointSpec;
