/** Wallets and the ledger (the only way money moves), transfers, the payment password and the amount rule. */
export { checkAmount } from './amount';
export { createLedger, idempotencyConflict, insufficientFunds, type Ledger, type LedgerEntry, type PostInput, type PostResult, type TransferInput, type TransferResult } from './ledger';
export { TRANSFER_LIMITS } from './amount';
export { verifyPaymentPassword } from './payment-password';
export { lockMemberWallet } from './queries';
export { mainWalletBalance, openWallet } from './service';
