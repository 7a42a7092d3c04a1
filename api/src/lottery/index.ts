/** The lottery: games and plays, scheduled provably fair draws, bet slips with chase, cancel, liability, settlement through the ledger. */
export { registerLotteryJobs, runLotteryJobs, runScheduledLotteryJobs } from './jobs';
export { GAMES as LOTTERY_GAMES } from './games';
