/** Bet and transaction records, profit, bonus, VIP levels and the credit report (Myanmar days). */
export { reportsRoutes } from './routes';
