// Missions (docs/wire-contract.md "Missions"). A mission is a promotion of kind MISSION: its
// measure and milestones are its rules, its window the promotion's. Money is integer minor units
// (VALID_BET, DEPOSIT); ROUNDS counts rounds. Times are ISO-8601 UTC; texts in the caller's language.
import { Type, type Static } from '@sinclair/typebox';
import { Codes } from '../common/schemas';
import { REWARD_STATUSES } from '../promotions/constants';
import { MISSION_LIST_STATUSES, MISSION_MEASURES, MISSION_STATES } from './constants';

const Str = Type.String();
const Int = Type.Integer();
const Bool = Type.Boolean();
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const NullableInt = Type.Unsafe<number | null>({ type: ['integer', 'null'] });

/**
 * A milestone with the caller's state: `reached` once the progress is at its target; `rewardId` and
 * `rewardStatus` once its bonus was issued into the reward centre (I to claim there, C claimed).
 */
export const MissionMilestone = Type.Object({
  index: Int,
  target: Int,
  bonus: Int,
  reached: Bool,
  rewardId: NullableInt,
  rewardStatus: Type.Union([Codes(REWARD_STATUSES), Type.Null()]),
});
export type MissionMilestone = Static<typeof MissionMilestone>;

/** A mission with the caller's progress (what it counts, within the window so far). */
export const MissionSummary = Type.Object({
  missionId: Int,
  title: Str,
  summary: Str,
  measure: Codes(MISSION_MEASURES),
  startTime: Str,
  endTime: Str,
  state: Codes(MISSION_STATES),
  progress: Int,
  milestones: Type.Array(MissionMilestone),
});
export type MissionSummary = Static<typeof MissionSummary>;

/** MCSFE_getMissionSummaryDetails: `status` O (running or coming, the default) or C (ended); `page` from 1. */
export const MissionSummaryQuery = Type.Object({
  status: Type.Optional(Codes(MISSION_LIST_STATUSES)),
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});
export type MissionSummaryQuery = Static<typeof MissionSummaryQuery>;

/** One page of missions, ending soonest first (O) or latest ended first (C); `total` counts every page. */
export const MissionSummaryPage = Type.Object({ list: Type.Array(MissionSummary), page: Int, size: Int, total: Int });
export type MissionSummaryPage = Static<typeof MissionSummaryPage>;

export const MissionIdQuery = Type.Object({ missionId: Id });
export type MissionIdQuery = Static<typeof MissionIdQuery>;

/** MCSFE_getMissionMilestones: one mission's milestones with the caller's progress. */
export const MissionMilestones = Type.Object({
  missionId: Int,
  measure: Codes(MISSION_MEASURES),
  progress: Int,
  milestones: Type.Array(MissionMilestone),
});
export type MissionMilestones = Static<typeof MissionMilestones>;

/** A leaderboard row: the account masked ("de***o"), `self` true on the caller's own row. */
export const MissionRank = Type.Object({ rank: Int, account: Str, reachedValue: Int, self: Bool });
export type MissionRank = Static<typeof MissionRank>;

/**
 * MCSFE_getMissionLeaderboard: the members with activity in the window, by the mission's measure
 * (largest first; a tie goes to who got there first), the top MISSION_LEADERBOARD_SIZE; the footer is
 * the caller's own rank and value (`rank` null with no activity in the window).
 */
export const MissionLeaderboard = Type.Object({
  missionId: Int,
  measure: Codes(MISSION_MEASURES),
  list: Type.Array(MissionRank),
  footer: Type.Object({ rank: NullableInt, reachedValue: Int }),
});
export type MissionLeaderboard = Static<typeof MissionLeaderboard>;
