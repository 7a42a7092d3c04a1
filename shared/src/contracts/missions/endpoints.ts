// The missions' calls (docs/wire-contract.md "Missions"), under the platform's names of
// spec §7 and DOMAIN (MCSFE_getMissionSummaryDetails, MCSFE_getMissionMilestones,
// MCSFE_getMissionLeaderboard). Spec §7 marks them T; the member centre is closed to trial accounts (§6).
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/**
 * The site's missions with the caller's progress and milestones, a page at a time. Reading also issues
 * any milestone reached and not yet issued into the reward centre (once; a job does it too).
 */
export const MCSFE_getMissionSummaryDetails = {
  method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', auth: true, roles: FORMAL_ACCOUNTS, query: 'MissionSummaryQuery', answer: 'MissionSummaryPage',
} as const satisfies EndpointSpec;

/** One mission's milestones with the caller's state; 404 `promotion.not.found`. */
export const MCSFE_getMissionMilestones = {
  method: 'GET', path: '/wps/relay/MCSFE_getMissionMilestones', auth: true, roles: FORMAL_ACCOUNTS, query: 'MissionIdQuery', answer: 'MissionMilestones',
} as const satisfies EndpointSpec;

/** A mission's leaderboard (accounts masked) and the caller's own rank in `footer`; 404 `promotion.not.found`. */
export const MCSFE_getMissionLeaderboard = {
  method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', auth: true, roles: FORMAL_ACCOUNTS, query: 'MissionIdQuery', answer: 'MissionLeaderboard',
} as const satisfies EndpointSpec;
