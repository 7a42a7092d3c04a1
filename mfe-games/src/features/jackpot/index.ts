export { JackpotCounter } from './JackpotCounter';
export { initialJackpot, nextJackpot, nextDelay, JACKPOT_STORAGE_KEY } from './jackpot';
