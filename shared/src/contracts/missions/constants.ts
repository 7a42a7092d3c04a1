// Missions (spec §2 "missionLeaderboard", §7; docs/wire-contract.md "Missions").

/**
 * What a mission counts in its window: the valid bet of settled bet records, the credited deposits
 * (both in minor units), or the number of settled rounds (a count).
 */
export const MISSION_MEASURES = ['VALID_BET', 'DEPOSIT', 'ROUNDS'] as const;
export type MissionMeasure = (typeof MISSION_MEASURES)[number];

/** The list's filter (MCSFE_getMissionSummaryDetails?status=…): O running or coming, C ended. */
export const MISSION_LIST_STATUSES = ['O', 'C'] as const;
export type MissionListStatus = (typeof MISSION_LIST_STATUSES)[number];

/** A mission as of now: before its window, within it, after it. */
export const MISSION_STATES = ['COMING_SOON', 'OPEN', 'CLOSED'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/** How many members a mission's leaderboard ranks (the caller's own rank is in its footer anyway). */
export const MISSION_LEADERBOARD_SIZE = 20;
