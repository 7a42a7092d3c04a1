/** Bet and transaction records, profit, bonus and the credit report (Myanmar days), and what a ledger entry is about; VIP lives in src/vip. */
export { dateWindow, MAX_LIST_DAYS, type DateWindow } from './dates';
export { ledgerDetails, type LedgerLeg } from './details';
