/** Public surface of @portal/api. */
export { createServer } from './server';
export { loadConfig, type ApiConfig, type ServerOptions } from './config';
export type { AppContext } from './context';
export { DEMO_ACCOUNTS, DEMO_MERCHANT, type DemoAccount } from './seed/demo-accounts';
export { createLedger, type Ledger, type LedgerEntry, type PostInput, type PostResult } from './wallet/ledger';
export { CURRENCY, CURRENCY_DECIMALS, CURRENCY_SYMBOL, toMinorUnits } from './wallet/currency';
export { MEMBER_TYPE } from './member/member-types';
export type { Envelope } from './http/envelope';
export { decryptCustomerServicePath, encryptCustomerServicePath } from './system/customer-service';
