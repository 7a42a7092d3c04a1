/** Bet and transaction records, profit, bonus and the credit report (Myanmar days); VIP lives in src/vip. */
export { dateWindow, MAX_LIST_DAYS, type DateWindow } from './dates';
