/** The built-in vendor adapter: engines (slot, dice, crash), provably fair seeds, launch, game sessions and rounds. */
export { seatAtInhouseTables, seedDemoRounds, type SeedBet, type SeedPlay } from './seed-rounds';
export { registerCrashJobs, runCrashJobs, type CrashJobReport } from './jobs';
