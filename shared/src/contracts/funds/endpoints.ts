// Deposit and withdrawal calls (docs/wire-contract.md). Amounts are minor units.
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/* Deposits */

export const depositChannels = {
  method: 'GET', path: '/wps/transaction/deposit/channels', auth: true, roles: FORMAL_ACCOUNTS, answer: 'DepositChannelList',
} as const satisfies EndpointSpec;

/** A pending order; the browser then goes to its `payUrl` (the provider sends it back with `?orderNo=`). */
export const createDeposit = {
  method: 'POST', path: '/wps/transaction/deposit', auth: true, roles: FORMAL_ACCOUNTS, body: 'CreateDepositBody', answer: 'CreatedDeposit',
} as const satisfies EndpointSpec;

/** The member's deposit orders in a window, newest first. */
export const depositOrders = {
  method: 'GET', path: '/wps/transaction/deposit', auth: true, roles: FORMAL_ACCOUNTS, query: 'FundsListQuery', answer: 'DepositOrderPage',
} as const satisfies EndpointSpec;

export const depositOrder = {
  method: 'GET', path: '/wps/transaction/deposit/:orderNo', auth: true, roles: FORMAL_ACCOUNTS, params: 'FundsOrderNoParams', answer: 'DepositOrder',
} as const satisfies EndpointSpec;

/**
 * The payment provider's callback (not a front end's call): signed over the exact bytes sent
 * (`X-Signature`), checked before the body's schema. Credits the order once.
 */
export const depositCallback = {
  method: 'POST', path: '/wps/transaction/deposit/callback', body: 'DepositCallbackBody', answer: 'DepositCallbackAnswer', caller: 'provider',
} as const satisfies EndpointSpec;

/* Banks and bank cards */

/** The banks a card can be of (public). */
export const banks = {
  method: 'GET', path: '/wps/system/banks', answer: 'BankList',
} as const satisfies EndpointSpec;

export const bankCards = {
  method: 'GET', path: '/wps/member/bankCards', auth: true, roles: FORMAL_ACCOUNTS, answer: 'BankCardList',
} as const satisfies EndpointSpec;

/** T, E: the payment password travels sealed. At most `BANK_CARDS_MAX` cards. */
export const addBankCard = {
  method: 'POST', path: '/wps/member/bankCards', auth: true, roles: FORMAL_ACCOUNTS, encrypt: true, body: 'AddBankCardBody', answer: 'BankCard',
} as const satisfies EndpointSpec;

/* Withdrawals */

export const withdrawLimits = {
  method: 'GET', path: '/wps/transaction/withdraw/limits', auth: true, roles: FORMAL_ACCOUNTS, answer: 'WithdrawLimits',
} as const satisfies EndpointSpec;

/** T, E; the amount leaves the main wallet at once. */
export const createWithdrawal = {
  method: 'POST', path: '/wps/transaction/withdraw', auth: true, roles: FORMAL_ACCOUNTS, encrypt: true, body: 'CreateWithdrawalBody', answer: 'WithdrawOrder',
} as const satisfies EndpointSpec;

/** The member's withdrawal orders in a window, newest first. */
export const withdrawOrders = {
  method: 'GET', path: '/wps/transaction/withdraw', auth: true, roles: FORMAL_ACCOUNTS, query: 'FundsListQuery', answer: 'WithdrawOrderPage',
} as const satisfies EndpointSpec;

export const withdrawOrder = {
  method: 'GET', path: '/wps/transaction/withdraw/:orderNo', auth: true, roles: FORMAL_ACCOUNTS, params: 'FundsOrderNoParams', answer: 'WithdrawOrder',
} as const satisfies EndpointSpec;

/** The member's word on a disbursed order (spec §4), once, before its deadline. The body may carry a 5 MB image. */
export const confirmWithdrawal = {
  method: 'POST', path: '/wps/transaction/withdraw/:orderNo/confirm', auth: true, roles: FORMAL_ACCOUNTS, params: 'FundsOrderNoParams', body: 'ConfirmWithdrawalBody', answer: 'WithdrawOrder',
} as const satisfies EndpointSpec;

/* Ops (with `ADMIN_TOKEN`, header `Admin-Token`) */

/** Approve, reject (the amount back to MAIN) or disburse by hand. */
export const adminWithdrawAction = {
  method: 'PUT', path: '/wps/admin/withdraw/:orderNo', params: 'FundsOrderNoParams', body: 'AdminWithdrawBody', answer: 'WithdrawOrder', caller: 'ops',
} as const satisfies EndpointSpec;

/** The site's latest 100 withdrawal orders, optionally of one status, with the member's account. */
export const adminWithdrawOrders = {
  method: 'GET', path: '/wps/admin/withdraw', query: 'AdminWithdrawQuery', answer: 'AdminWithdrawOrderList', caller: 'ops',
} as const satisfies EndpointSpec;
