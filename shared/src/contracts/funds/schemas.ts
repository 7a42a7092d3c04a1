// Deposits, withdrawals, bank cards and banks (docs/wire-contract.md, spec §2 depositv2/withdraw, §4).
import { Type, type Static } from '@sinclair/typebox';
import { Codes, MinorAmount, PageOf, PaymentPassword, X_MESSAGE } from '../common/schemas';
import {
  ADMIN_WITHDRAW_ACTIONS,
  DEPOSIT_CHANNEL_TYPES,
  DEPOSIT_STATUSES,
  ORDER_NO_PATTERN,
  PROOF_IMAGE_MAX_BYTES,
  WITHDRAW_CONFIRM_RESULTS,
  WITHDRAW_STATUSES,
} from './constants';

const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

/* The funds calls' own field rules (no message key: a refusal reads "invalid format"). */
const FundsRequestId = Type.String({ minLength: 1, pattern: '^[A-Za-z0-9-]{8,64}$' });
const Id = Type.Integer({ minimum: 1 });

/** A deposit or withdrawal order in the path. */
export const FundsOrderNoParams = Type.Object({ orderNo: Type.String({ pattern: ORDER_NO_PATTERN }) });
export type FundsOrderNoParams = Static<typeof FundsOrderNoParams>;

/** The order lists: a window of site days (at most 31, the last 7 by default), 10 a page by default. */
export const FundsListQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10 })),
  to: Type.Optional(Type.String({ maxLength: 10 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type FundsListQuery = Static<typeof FundsListQuery>;

/* Deposits */

export const DepositStatus = Codes(DEPOSIT_STATUSES);
export type DepositStatus = Static<typeof DepositStatus>;

export const DepositChannelType = Codes(DEPOSIT_CHANNEL_TYPES);
export type DepositChannelType = Static<typeof DepositChannelType>;

export const DepositChannel = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  type: DepositChannelType,
  /** Minor units, like every amount here. */
  min: Type.Integer(),
  max: Type.Integer(),
  presetAmounts: Type.Array(Type.Integer()),
  processingMinutes: Type.Integer(),
});
export type DepositChannel = Static<typeof DepositChannel>;

export const DepositChannelList = Type.Array(DepositChannel);
export type DepositChannelList = Static<typeof DepositChannelList>;

/**
 * Idempotent on `requestId`: the same id answers the order it made. `promotionId`: the deposit bonus
 * the member opts into with this deposit (one of MCSFE_getDepositPromotionList), joined with the order.
 */
export const CreateDepositBody = Type.Object({ channelId: Id, amount: MinorAmount, requestId: FundsRequestId, promotionId: Type.Optional(Id) });
export type CreateDepositBody = Static<typeof CreateDepositBody>;

export const CreatedDeposit = Type.Object({
  orderNo: Type.String(),
  amount: Type.Integer(),
  status: DepositStatus,
  /** The payment provider's page (`/wps/demo-pay/<orderNo>` on the demo site). */
  payUrl: Type.String(),
  expiresAt: Type.String(),
});
export type CreatedDeposit = Static<typeof CreatedDeposit>;

export const DepositOrder = Type.Object({
  orderNo: Type.String(),
  /** The channel's display name. */
  channel: Type.String(),
  channelCode: Type.String(),
  amount: Type.Integer(),
  status: DepositStatus,
  createdAt: Type.String(),
  expiresAt: Type.String(),
  creditedAt: NullableString,
});
export type DepositOrder = Static<typeof DepositOrder>;

export const DepositOrderPage = PageOf(DepositOrder);
export type DepositOrderPage = Static<typeof DepositOrderPage>;

/** The payment provider's word on an order; validated after its signature is checked. */
export const DepositCallbackBody = Type.Object({
  orderNo: Type.String({ minLength: 1, maxLength: 64 }),
  amount: Type.Integer(),
  status: Codes(['SUCCESS', 'FAILED']),
  providerRef: Type.String({ minLength: 1, maxLength: 128 }),
  paidAt: Type.Optional(NullableString),
});
export type DepositCallbackBody = Static<typeof DepositCallbackBody>;

export const DepositCallbackAnswer = Type.Object({ orderNo: Type.String(), status: DepositStatus });
export type DepositCallbackAnswer = Static<typeof DepositCallbackAnswer>;

/* Banks and bank cards */

export const Bank = Type.Object({ code: Type.String(), name: Type.String() });
export type Bank = Static<typeof Bank>;

export const BankList = Type.Array(Bank);
export type BankList = Static<typeof BankList>;

export const BankCard = Type.Object({
  id: Type.Integer(),
  bankCode: Type.String(),
  bankName: Type.String(),
  accountName: Type.String(),
  /** `****9012`. */
  accountNumberMasked: Type.String(),
});
export type BankCard = Static<typeof BankCard>;

export const BankCardList = Type.Array(BankCard);
export type BankCardList = Static<typeof BankCardList>;

/** The name (2–64 once blanks are collapsed) and number (6–20 digits once spaces and dashes go) are checked by the API. */
export const AddBankCardBody = Type.Object({
  bankCode: Type.String({ minLength: 1, maxLength: 32 }),
  accountName: Type.String({ minLength: 1, maxLength: 128, [X_MESSAGE]: 'funds.accountName' }),
  accountNumber: Type.String({ minLength: 1, maxLength: 64, [X_MESSAGE]: 'funds.accountNumber' }),
  paymentPassword: PaymentPassword,
});
export type AddBankCardBody = Static<typeof AddBankCardBody>;

/* Withdrawals */

export const WithdrawStatus = Codes(WITHDRAW_STATUSES);
export type WithdrawStatus = Static<typeof WithdrawStatus>;

export const WithdrawConfirmResult = Codes(WITHDRAW_CONFIRM_RESULTS);
export type WithdrawConfirmResult = Static<typeof WithdrawConfirmResult>;

/** All in minor units but the counts; `available` is the main balance within today's room (0 when out of requests). */
/**
 * Money that may not leave the wallet yet, and why: a claimed bonus (with the deposit it was issued
 * on) until its turnover is met, or deposits not yet played through where the site asks for it.
 */
export const WithdrawLock = Type.Object({
  reason: Type.Union([Type.Literal('bonus'), Type.Literal('deposit')]),
  /** The promotion's title in the caller's language (a bonus); null for the deposit rule. */
  title: Type.Union([Type.String(), Type.Null()]),
  /** Minor units locked by this rule. */
  amount: Type.Integer(),
  /** Valid bet the rule asks for, and how much of it is played. */
  required: Type.Integer(),
  progress: Type.Integer(),
});
export type WithdrawLock = Static<typeof WithdrawLock>;

export const WithdrawLimits = Type.Object({
  min: Type.Integer(),
  max: Type.Integer(),
  dailyMax: Type.Integer(),
  dailyCountMax: Type.Integer(),
  usedToday: Type.Integer(),
  countToday: Type.Integer(),
  available: Type.Integer(),
  /** Valid bet still to play for claimed bonuses' turnover. */
  turnoverRemaining: Type.Integer(),
  /** The part of the balance that may not leave yet (at most the balance); `available` excludes it. */
  locked: Type.Integer(),
  locks: Type.Array(WithdrawLock),
});
export type WithdrawLimits = Static<typeof WithdrawLimits>;

/** The member's answer (or the forced one after the deadline): both amounts always given. */
export const WithdrawConfirmation = Type.Object({
  result: WithdrawConfirmResult,
  receivedAmount: Type.Integer(),
  remainingAmount: Type.Integer(),
  at: Type.String(),
  forced: Type.Boolean(),
});
export type WithdrawConfirmation = Static<typeof WithdrawConfirmation>;

export const WithdrawOrder = Type.Object({
  orderNo: Type.String(),
  amount: Type.Integer(),
  bankName: Type.String(),
  accountNumberMasked: Type.String(),
  status: WithdrawStatus,
  createdAt: Type.String(),
  disbursedAt: NullableString,
  confirmDeadline: NullableString,
  confirmation: Type.Union([Type.Null(), WithdrawConfirmation]),
});
export type WithdrawOrder = Static<typeof WithdrawOrder>;

export const WithdrawOrderPage = PageOf(WithdrawOrder);
export type WithdrawOrderPage = Static<typeof WithdrawOrderPage>;

/** The amount leaves the main wallet at once; idempotent on `requestId`. */
export const CreateWithdrawalBody = Type.Object({ bankCardId: Id, amount: MinorAmount, paymentPassword: PaymentPassword, requestId: FundsRequestId });
export type CreateWithdrawalBody = Static<typeof CreateWithdrawalBody>;

/**
 * `full`; `partial` with both amounts (above zero, summing to the order's); `none` with a proof image
 * (a png or jpeg `data:` URL of at most 5 MB). The API checks which fields each result needs.
 */
export const ConfirmWithdrawalBody = Type.Object({
  result: WithdrawConfirmResult,
  receivedAmount: Type.Optional(MinorAmount),
  remainingAmount: Type.Optional(MinorAmount),
  // The data URL's length bound (5 MB as base64 plus its prefix); the API checks type and bytes.
  proofImage: Type.Optional(Type.String({ maxLength: Math.ceil((PROOF_IMAGE_MAX_BYTES * 4) / 3) + 64, [X_MESSAGE]: 'funds.proofImage' })),
});
export type ConfirmWithdrawalBody = Static<typeof ConfirmWithdrawalBody>;

/* The live event */

/**
 * The `funds` event of the member's stream: one of the member's orders moved to `status` (whoever moved
 * it: the provider, ops, the jobs, the member in another tab), so a list showing it reads it again.
 */
export const FundsStreamEvent = Type.Union([
  Type.Object({ order: Type.Literal('deposit'), orderNo: Type.String(), status: DepositStatus }),
  Type.Object({ order: Type.Literal('withdraw'), orderNo: Type.String(), status: WithdrawStatus }),
]);
export type FundsStreamEvent = Static<typeof FundsStreamEvent>;

/* Ops */

export const AdminWithdrawAction = Codes(ADMIN_WITHDRAW_ACTIONS);
export type AdminWithdrawAction = Static<typeof AdminWithdrawAction>;

export const AdminWithdrawBody = Type.Object({ action: AdminWithdrawAction });
export type AdminWithdrawBody = Static<typeof AdminWithdrawBody>;

/** Any status text: one that is not a status lists nothing. */
export const AdminWithdrawQuery = Type.Object({ status: Type.Optional(Type.String({ maxLength: 32 })) });
export type AdminWithdrawQuery = Static<typeof AdminWithdrawQuery>;

export const AdminWithdrawOrder = Type.Composite([WithdrawOrder, Type.Object({ account: Type.String() })]);
export type AdminWithdrawOrder = Static<typeof AdminWithdrawOrder>;

/** The latest 100, newest first. */
export const AdminWithdrawOrderList = Type.Array(AdminWithdrawOrder);
export type AdminWithdrawOrderList = Static<typeof AdminWithdrawOrderList>;
