// Wallets, transfers between them, consolidated funds and the payment password (spec §4).
import { Type, type Static } from '@sinclair/typebox';
import { ConsolidatedContracts } from '../contract/schemas';
import { MinorAmount, PaymentPassword, RequestId } from '../common/schemas';

const WalletCode = Type.String({ minLength: 1, maxLength: 16 });
// A payment password being set, and the one it replaces: a blank one is let through to the API, which
// answers it with its own message on that field; the six digits are checked there too (the site's rule).
const Password = Type.String({ maxLength: 64 });

export const WalletBalance = Type.Object({
  /** Minor units. */
  balance: Type.Integer(),
  decimals: Type.Integer(),
  currency: Type.String(),
  currencySymbol: Type.String(),
});
export type WalletBalance = Static<typeof WalletBalance>;

export const VendorWallet = Type.Object({
  /** `MAIN` or a vendor code (PG, PP, …). */
  vendor: Type.String(),
  vendorName: Type.String(),
  /** Minor units. */
  balance: Type.Integer(),
  maintenance: Type.Boolean(),
});
export type VendorWallet = Static<typeof VendorWallet>;

/** `GCS_merchantWallet`: single-wallet sites have only MAIN. */
export const MerchantWallets = Type.Object({ isSingle: Type.Boolean(), wallets: Type.Array(VendorWallet) });
export type MerchantWallets = Static<typeof MerchantWallets>;

/**
 * `funds/consolidated`: the member's money in one place and, on GET for a formal account with
 * AGENTPOLICY3 on, the consolidated contract info of spec §3 (the member's contracts as a downline).
 */
export const ConsolidatedFunds = Type.Object({
  total: Type.Integer(),
  main: Type.Integer(),
  inVendors: Type.Integer(),
  wallets: Type.Array(VendorWallet),
  ...Type.Partial(ConsolidatedContracts).properties,
});
export type ConsolidatedFunds = Static<typeof ConsolidatedFunds>;

/** One side is MAIN. */
export const WalletTransferBody = Type.Object(
  { from: WalletCode, to: WalletCode, amount: MinorAmount, requestId: RequestId },
  { additionalProperties: false },
);
export type WalletTransferBody = Static<typeof WalletTransferBody>;

export const ConsolidateBody = Type.Object({ requestId: RequestId }, { additionalProperties: false });
export type ConsolidateBody = Static<typeof ConsolidateBody>;

export const TransferUplineBody = Type.Object(
  { amount: MinorAmount, paymentPassword: PaymentPassword, requestId: RequestId },
  { additionalProperties: false },
);
export type TransferUplineBody = Static<typeof TransferUplineBody>;

export const BalanceAnswer = Type.Object({ balance: Type.Integer() });
export type BalanceAnswer = Static<typeof BalanceAnswer>;

export const PaymentPasswordStatus = Type.Object({ set: Type.Boolean() });
export type PaymentPasswordStatus = Static<typeof PaymentPasswordStatus>;

export const SetPaymentPasswordBody = Type.Object(
  { oldPaymentPassword: Type.Optional(Password), paymentPassword: Password, confirmPaymentPassword: Password },
  { additionalProperties: false },
);
export type SetPaymentPasswordBody = Static<typeof SetPaymentPasswordBody>;

/** Ops: a signed manual adjustment (never zero); the ledger refuses anything below zero. */
export const AdminAdjustBody = Type.Object(
  {
    account: Type.String({ minLength: 1, maxLength: 32 }),
    amount: Type.Integer({ minimum: -1e12, maximum: 1e12, not: { const: 0 } }),
    reason: Type.String({ minLength: 1, maxLength: 200 }),
    idempotencyKey: Type.String({ minLength: 8, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type AdminAdjustBody = Static<typeof AdminAdjustBody>;

export const AdminAdjustAnswer = Type.Object({ balance: Type.Integer(), replayed: Type.Boolean() });
export type AdminAdjustAnswer = Static<typeof AdminAdjustAnswer>;
