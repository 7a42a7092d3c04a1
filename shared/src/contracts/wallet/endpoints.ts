// Wallet calls (docs/wire-contract.md). Names follow the platform's where it has one.
import { ANY_ACCOUNT, FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

export const walletBalance = {
  method: 'GET', path: '/wps/v2/wallets/balance', auth: true, roles: ANY_ACCOUNT, answer: 'WalletBalance',
} as const satisfies EndpointSpec;

export const GCS_merchantWallet = {
  method: 'GET', path: '/wps/relay/GCS_merchantWallet', auth: true, roles: FORMAL_ACCOUNTS, answer: 'MerchantWallets',
} as const satisfies EndpointSpec;

/** One side is MAIN; answers the wallets after the move. */
export const GCS_walletTransfer = {
  method: 'POST', path: '/wps/relay/GCS_walletTransfer', auth: true, roles: FORMAL_ACCOUNTS, body: 'WalletTransferBody', answer: 'MerchantWallets',
} as const satisfies EndpointSpec;

export const consolidatedFunds = {
  method: 'GET', path: '/wps/member/info/funds/consolidated', auth: true, roles: FORMAL_ACCOUNTS, answer: 'ConsolidatedFunds',
} as const satisfies EndpointSpec;

/** One-click recall: every sub-wallet back to MAIN. */
export const consolidateFunds = {
  method: 'POST', path: '/wps/member/info/funds/consolidated', auth: true, roles: FORMAL_ACCOUNTS, body: 'ConsolidateBody', answer: 'ConsolidatedFunds',
} as const satisfies EndpointSpec;

export const transferUpline = {
  method: 'POST', path: '/wps/transaction/transferUpline', auth: true, roles: FORMAL_ACCOUNTS, encrypt: true, body: 'TransferUplineBody', answer: 'BalanceAnswer',
} as const satisfies EndpointSpec;

export const paymentPasswordStatus = {
  method: 'GET', path: '/wps/member/password/payment', auth: true, roles: FORMAL_ACCOUNTS, answer: 'PaymentPasswordStatus',
} as const satisfies EndpointSpec;

export const setPaymentPassword = {
  method: 'POST', path: '/wps/member/password/payment', auth: true, roles: FORMAL_ACCOUNTS, encrypt: true, body: 'SetPaymentPasswordBody', answer: 'Null',
} as const satisfies EndpointSpec;

/** Ops (with `ADMIN_TOKEN`, header `Admin-Token`): a manual adjustment through the ledger. */
export const adminWalletAdjust = {
  method: 'PUT', path: '/wps/admin/wallet/adjust', body: 'AdminAdjustBody', answer: 'AdminAdjustAnswer', caller: 'ops',
} as const satisfies EndpointSpec;
