/** Agents: invitation codes, the downline tree and its day figures, the agent scope and the team calls. */
export { agentRoutes } from './routes';
export { findAffiliateAgent, normalizeAffiliateCode } from './service';
export { downlineSize, isInSubtree, levelBelow, placeInTree } from './tree';
export { countBet, countMovement, deltasOfMovement } from './day-totals';
export { callingAgent, downlineMember, memberNotInTeam } from './scope';
