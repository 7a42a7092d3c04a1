/** Public surface of @portal/api. */
export { createServer } from './server';
export { loadConfig, type ApiConfig, type ServerOptions } from './config';
export type { AppContext } from './context';
export { DEMO_ACCOUNTS, DEMO_MERCHANT, type DemoAccount } from './seed';
export { createLedger, type Ledger, type LedgerEntry, type PostInput, type PostResult } from './wallet';
export { CURRENCY, CURRENCY_DECIMALS, CURRENCY_SYMBOL, MEMBER_TYPE, toMinorUnits } from '@portal/shared/contracts';
export type { Envelope } from './http/envelope';
export { decryptCustomerServicePath, encryptCustomerServicePath } from './system';
