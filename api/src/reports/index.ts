/** Bet and transaction records, profit, bonus, VIP levels and the credit report (Myanmar days). */
export { reportsRoutes } from './routes';
export { dateWindow, MAX_LIST_DAYS, type DateWindow } from './dates';
