import { envelopeSchema } from '../http/envelope';
import { ORDER_NO_PATTERN } from './order-no';
import { PROOF_MAX_BYTES } from './proof';

const objectOf = (properties: Record<string, object>) => ({ type: 'object', required: Object.keys(properties), properties });
const str = { type: 'string' };
const int = { type: 'integer' };
const bool = { type: 'boolean' };
const strOrNull = { type: ['string', 'null'] };
const listOf = (items: object) => ({ type: 'array', items });
const pageOf = (item: object) => objectOf({ content: listOf(item), pageNum: int, totalPages: int, totalElements: int });

const REQUEST_ID = { type: 'string', minLength: 1, pattern: '^[A-Za-z0-9-]{8,64}$' };
/**
 * Untyped on purpose: ajv would coerce "5000", [5000] and true into numbers. The service refuses
 * anything but a safe integer in range, and its message names the limits (`must be from K 100.00 to …`).
 */
const AMOUNT = {};
const ORDER_NO = { type: 'string', pattern: ORDER_NO_PATTERN };
const ID = { type: 'integer', minimum: 1 };
const PAYMENT_PASSWORD = { type: 'string', minLength: 1, maxLength: 64 };

export const orderNoParams = { type: 'object', required: ['orderNo'], properties: { orderNo: ORDER_NO } };
export interface OrderNoParams {
  orderNo: string;
}

export interface ListQuery {
  from?: string;
  to?: string;
  pageNo?: number;
  pageSize?: number;
}
const listQuery = {
  type: 'object',
  properties: {
    from: { type: 'string', maxLength: 10 },
    to: { type: 'string', maxLength: 10 },
    pageNo: { type: 'integer', minimum: 1, maximum: 100_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
};

/* Deposits */

const channel = objectOf({
  id: int,
  code: str,
  name: str,
  type: { type: 'string', enum: ['bank', 'ewallet', 'qr'] },
  min: int,
  max: int,
  presetAmounts: listOf(int),
  processingMinutes: int,
});
const depositStatus = { type: 'string', enum: ['pending', 'credited', 'failed', 'expired'] };
const depositOrder = objectOf({
  orderNo: str,
  channel: str,
  channelCode: str,
  amount: int,
  status: depositStatus,
  createdAt: str,
  expiresAt: str,
  creditedAt: strOrNull,
});

export const channelsSchema = { response: envelopeSchema(listOf(channel)) };

export interface DepositBody {
  channelId: number;
  amount: number;
  requestId: string;
}
export const createDepositSchema = {
  body: {
    type: 'object',
    required: ['channelId', 'amount', 'requestId'],
    properties: { channelId: ID, amount: AMOUNT, requestId: REQUEST_ID },
  },
  response: envelopeSchema(objectOf({ orderNo: str, amount: int, status: depositStatus, payUrl: str, expiresAt: str })),
};

export const depositOrderSchema = { params: orderNoParams, response: envelopeSchema(depositOrder) };
export const depositListSchema = { querystring: listQuery, response: envelopeSchema(pageOf(depositOrder)) };

/** Validated after the signature check (preValidation), so a forged body cannot even reach the schema's answer. */
export const callbackSchema = {
  body: {
    type: 'object',
    required: ['orderNo', 'amount', 'status', 'providerRef'],
    properties: {
      orderNo: { type: 'string', minLength: 1, maxLength: 64 },
      amount: { type: 'integer' },
      status: { type: 'string', enum: ['SUCCESS', 'FAILED'] },
      providerRef: { type: 'string', minLength: 1, maxLength: 128 },
      paidAt: strOrNull,
    },
  },
  response: envelopeSchema(objectOf({ orderNo: str, status: depositStatus })),
};

export interface DemoPayQuery {
  lang?: string;
}
export interface DemoPayBody {
  decision: 'pay' | 'decline';
}
export const demoPayPageSchema = {
  params: orderNoParams,
  querystring: { type: 'object', properties: { lang: { type: 'string', maxLength: 8 } } },
};
export const demoPayPostSchema = {
  params: orderNoParams,
  body: { type: 'object', required: ['decision'], properties: { decision: { type: 'string', enum: ['pay', 'decline'] } } },
};

/* Withdrawals */

const bank = objectOf({ code: str, name: str });
const bankCard = objectOf({ id: int, bankCode: str, bankName: str, accountName: str, accountNumberMasked: str });
const withdrawOrder = objectOf({
  orderNo: str,
  amount: int,
  bankName: str,
  accountNumberMasked: str,
  status: { type: 'string', enum: ['pending', 'approved', 'disbursed', 'received', 'partlyReceived', 'disputed', 'rejected'] },
  createdAt: str,
  disbursedAt: strOrNull,
  confirmDeadline: strOrNull,
  confirmation: {
    anyOf: [
      { type: 'null' },
      objectOf({ result: { type: 'string', enum: ['full', 'partial', 'none'] }, receivedAmount: int, remainingAmount: int, at: str, forced: bool }),
    ],
  },
});

export const banksSchema = { response: envelopeSchema(listOf(bank)) };
export const bankCardsSchema = { response: envelopeSchema(listOf(bankCard)) };

export interface BankCardBody {
  bankCode: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}
export const addBankCardSchema = {
  body: {
    type: 'object',
    required: ['bankCode', 'accountName', 'accountNumber', 'paymentPassword'],
    properties: {
      bankCode: { type: 'string', minLength: 1, maxLength: 32 },
      accountName: { type: 'string', minLength: 1, maxLength: 128, 'x-message': 'funds.accountName' },
      accountNumber: { type: 'string', minLength: 1, maxLength: 64, 'x-message': 'funds.accountNumber' },
      paymentPassword: PAYMENT_PASSWORD,
    },
  },
  response: envelopeSchema(bankCard),
};

export const limitsSchema = {
  response: envelopeSchema(objectOf({ min: int, max: int, dailyMax: int, dailyCountMax: int, usedToday: int, countToday: int, available: int })),
};

export interface WithdrawBody {
  bankCardId: number;
  amount: number;
  paymentPassword: string;
  requestId: string;
}
export const withdrawSchema = {
  body: {
    type: 'object',
    required: ['bankCardId', 'amount', 'paymentPassword', 'requestId'],
    properties: { bankCardId: ID, amount: AMOUNT, paymentPassword: PAYMENT_PASSWORD, requestId: REQUEST_ID },
  },
  response: envelopeSchema(withdrawOrder),
};

export const withdrawListSchema = { querystring: listQuery, response: envelopeSchema(pageOf(withdrawOrder)) };
export const withdrawOrderSchema = { params: orderNoParams, response: envelopeSchema(withdrawOrder) };

export interface ConfirmBody {
  result: 'full' | 'partial' | 'none';
  receivedAmount?: number;
  remainingAmount?: number;
  proofImage?: string;
}
export const confirmSchema = {
  params: orderNoParams,
  body: {
    type: 'object',
    required: ['result'],
    properties: {
      result: { type: 'string', enum: ['full', 'partial', 'none'] },
      receivedAmount: AMOUNT,
      remainingAmount: AMOUNT,
      // The data URL's length bound (5 MB as base64 plus its prefix); the service checks type and bytes.
      proofImage: { type: 'string', maxLength: Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64, 'x-message': 'funds.proofImage' },
    },
  },
  response: envelopeSchema(withdrawOrder),
};

/* Ops */

export interface AdminWithdrawBody {
  action: 'approve' | 'reject' | 'disburse';
}
export const adminWithdrawSchema = {
  params: orderNoParams,
  body: { type: 'object', required: ['action'], properties: { action: { type: 'string', enum: ['approve', 'reject', 'disburse'] } } },
  response: envelopeSchema(withdrawOrder),
};

export interface AdminWithdrawListQuery {
  status?: string;
}
export const adminWithdrawListSchema = {
  querystring: { type: 'object', properties: { status: { type: 'string', maxLength: 32 } } },
  response: envelopeSchema(listOf({ ...withdrawOrder, required: [...withdrawOrder.required, 'account'], properties: { ...withdrawOrder.properties, account: str } })),
};
