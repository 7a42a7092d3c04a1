// The points mall's calls (spec §7 "Points and promotions"; docs/wire-contract.md "Points").
// The platform's names are kept (MCS2_getPointBalance, getPointReward, MCS2_getRedeemPointList,
// MCS2_getPointConfig, ODSFE2_MemTransDet, passwordCheck/MCS2_redeemPointReward,
// passwordCheck/MCS2_convertPoint). All are T calls for formal accounts (spec §6: the points mall is
// the member's); the two passwordCheck calls are E and ask for the payment password.
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/** The member's points now (accrued first from its settled valid bets). */
export const MCS2_getPointBalance = {
  method: 'GET', path: '/wps/relay/MCS2_getPointBalance', auth: true, roles: FORMAL_ACCOUNTS, answer: 'PointBalance',
} as const satisfies EndpointSpec;

/** The goods of the mall, with stock, required points and amount, in the caller's language. */
export const getPointReward = {
  method: 'GET', path: '/wps/relay/getPointReward', auth: true, roles: FORMAL_ACCOUNTS, answer: 'PointGoodList',
} as const satisfies EndpointSpec;

/** The member's redeem history (goods and conversions), newest first. */
export const MCS2_getRedeemPointList = {
  method: 'GET', path: '/wps/relay/MCS2_getRedeemPointList', auth: true, roles: FORMAL_ACCOUNTS, answer: 'PointExchangeList',
} as const satisfies EndpointSpec;

/** The earn rate, the conversion unit and the exchange rate table. */
export const MCS2_getPointConfig = {
  method: 'GET', path: '/wps/relay/MCS2_getPointConfig', auth: true, roles: FORMAL_ACCOUNTS, answer: 'PointConfig',
} as const satisfies EndpointSpec;

/** The points details: every earn, redeem, convert and refund, newest first. */
export const ODSFE2_MemTransDet = {
  method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', auth: true, roles: FORMAL_ACCOUNTS, answer: 'PointEntryList',
} as const satisfies EndpointSpec;

/**
 * Redeems a good: the payment password proven, the stock taken (never beyond it), the points (and any
 * required amount, from the main wallet) taken in one transaction; the exchange waits IN_PROCESS for
 * ops. Errors (400): `payment.password.wrong`/`unset`, `points.good.not.found`, `points.good.soldout`,
 * `points.insufficient`, `wallet.insufficient`, `validation.failed` (address, phone).
 */
export const MCS2_redeemPointReward = {
  method: 'POST', path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', auth: true, roles: FORMAL_ACCOUNTS, encrypt: true, body: 'RedeemPointBody', answer: 'PointExchangeAnswer',
} as const satisfies EndpointSpec;

/**
 * Converts points to cash at the configured rate (steps of `convertUnitPoints`), paid into the main
 * wallet through the ledger. Errors (400): `payment.password.wrong`, `points.convert.unit`, `points.insufficient`.
 */
export const MCS2_convertPoint = {
  method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', auth: true, roles: FORMAL_ACCOUNTS, encrypt: true, body: 'ConvertPointBody', answer: 'PointExchangeAnswer',
} as const satisfies EndpointSpec;

/** Ops: IN_PROCESS → APPROVED or REJECTED (refunding points, stock and cash once); `points.exchange.none` otherwise. */
export const adminDecidePointExchange = {
  method: 'POST', path: '/wps/admin/points/exchange/decide', body: 'PointDecideBody', answer: 'PointExchange', caller: 'ops',
} as const satisfies EndpointSpec;
