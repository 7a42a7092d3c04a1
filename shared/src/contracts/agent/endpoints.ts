// Agent calls of the member portal (spec §7).
import type { EndpointSpec } from '../endpoint';

/**
 * The agent behind an invitation code, or 400 affiliate.invalid. Rate limited like the auth calls: it
 * tells whether a code exists, so it must not be enumerable.
 */
export const agentAffiliate = {
  method: 'GET', path: '/wps/agent/affiliate', query: 'AffiliateQuery', answer: 'AffiliateAgent',
} as const satisfies EndpointSpec;
