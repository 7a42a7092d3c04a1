/** Missions: promotions of kind MISSION; progress from real activity in the window, milestone rewards into the reward centre, a leaderboard. */
export { registerMissionJobs, runMissionJobs, runScheduledMissionJobs, type MissionJobReport } from './jobs';
export { DEMO_MISSIONS, seedMissions } from './seed';
