// The portal's money formatting is the contract's one money module; this keeps @portal/shared's
// public names (`formatMoney`, `MASKED_MONEY`) for the apps that take them from here.
export { formatMoney } from '../contracts/money';

/** What a masked balance shows instead of the amount. */
export const MASKED_MONEY = '****';
