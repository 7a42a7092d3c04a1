/** Agents: invitation codes and the affiliate check. */
export { agentRoutes } from './routes';
export { findAffiliateAgent, normalizeAffiliateCode } from './service';
