/** Deposits, bank cards, withdrawals and their jobs (expiry, auto-processing, forced receipts). */
export { registerFundsJobs } from './jobs';
export { seedFunds } from './seed';
export { historicalCard, historicalOrderNo, recordPaidDeposit, recordWithdrawal } from './seed-history';
