// The member's records and reports (docs/wire-contract.md): newest first, amounts in minor units.
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/** Every bet in a window (at most 31 days), by game type, with the window's totals. */
export const betRecords = {
  method: 'GET', path: '/wps/report/bets', auth: true, roles: FORMAL_ACCOUNTS, query: 'BetRecordsQuery', answer: 'BetRecordPage',
} as const satisfies EndpointSpec;

/** The member's ledger entries in a window (at most 31 days), by kind, with the window's totals. */
export const transactionRecords = {
  method: 'GET', path: '/wps/report/transactions', auth: true, roles: FORMAL_ACCOUNTS, query: 'TransactionRecordsQuery', answer: 'TransactionRecordPage',
} as const satisfies EndpointSpec;

/** The `bonus` ledger entries in a window (at most 31 days). */
export const bonusRecords = {
  method: 'GET', path: '/wps/report/bonus', auth: true, roles: FORMAL_ACCOUNTS, query: 'ReportPageQuery', answer: 'TransactionRecordPage',
} as const satisfies EndpointSpec;

/** Profit and loss over a window (at most a year), and by game type. */
export const profitReport = {
  method: 'GET', path: '/wps/report/profit', auth: true, roles: FORMAL_ACCOUNTS, query: 'ReportWindowQuery', answer: 'ProfitReport',
} as const satisfies EndpointSpec;

/** The member's VIP level (by lifetime valid bet), the next one, and every level's bonuses. */
export const vipStatus = {
  method: 'GET', path: '/wps/member/vip', auth: true, roles: FORMAL_ACCOUNTS, answer: 'VipStatus',
} as const satisfies EndpointSpec;

export const creditReport = {
  method: 'GET', path: '/wps/report/credit', auth: true, roles: FORMAL_ACCOUNTS, answer: 'CreditReport',
} as const satisfies EndpointSpec;
