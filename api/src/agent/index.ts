/** Agents: invitation codes and invite links, the downline tree and its day figures, the agent scope, the team calls, account opening and transfers to the downline. */
export { findAffiliateAgent, findInvitation, normalizeAffiliateCode, placementUnder, type Invitation, type Placement } from './service';
export { countLinkRegistration } from './links';
export { downlineSize, isInSubtree, levelBelow, placeInTree } from './tree';
export { countBet, countBets, countMovement, deltasOfMovement, TEAM_DAY_SHARDS } from './day-totals';
export { callingAgent, directDownlineMember, downlineMember, memberNotInTeam } from './scope';
export { splitEqually, splitRandomly } from './split';
export { accountContains } from './team-queries';
