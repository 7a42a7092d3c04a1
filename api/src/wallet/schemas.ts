import { envelopeSchema, nullValue } from '../http/envelope';
import { MESSAGE_KEYWORD } from '../http/validation';

export const balanceSchema = {
  response: envelopeSchema({
    type: 'object',
    required: ['balance', 'decimals', 'currency', 'currencySymbol'],
    properties: {
      balance: { type: 'integer' },
      decimals: { type: 'integer' },
      currency: { type: 'string' },
      currencySymbol: { type: 'string' },
    },
  }),
};

export interface AdjustBody {
  account: string;
  amount: number;
  reason: string;
  idempotencyKey: string;
}

export const adminAdjustSchema = {
  body: {
    type: 'object',
    required: ['account', 'amount', 'reason', 'idempotencyKey'],
    additionalProperties: false,
    properties: {
      account: { type: 'string', minLength: 1, maxLength: 32 },
      // Minor units, signed, never zero; the ledger refuses anything that would go below zero.
      amount: { type: 'integer', minimum: -1e12, maximum: 1e12, not: { const: 0 } },
      reason: { type: 'string', minLength: 1, maxLength: 200 },
      idempotencyKey: { type: 'string', minLength: 8, maxLength: 128 },
    },
  },
  response: envelopeSchema({
    type: 'object',
    required: ['balance', 'replayed'],
    properties: { balance: { type: 'integer' }, replayed: { type: 'boolean' } },
  }),
};

/* Issue 5: wallets, transfers and the payment password. */

/** A request's id (8–64 of [A-Za-z0-9-]): the same id again answers the first result. */
const REQUEST_ID = { type: 'string', minLength: 1, pattern: '^[A-Za-z0-9-]{8,64}$', [MESSAGE_KEYWORD]: 'validation.requestId' };
/** Untyped on purpose: the service refuses anything but a safe integer in range (ajv would coerce "100"). */
const AMOUNT = {};
const WALLET_CODE = { type: 'string', minLength: 1, maxLength: 16 };
const PASSWORD = { type: 'string', maxLength: 64 };

const walletView = {
  type: 'object',
  required: ['vendor', 'vendorName', 'balance', 'maintenance'],
  properties: { vendor: { type: 'string' }, vendorName: { type: 'string' }, balance: { type: 'integer' }, maintenance: { type: 'boolean' } },
};
const wallets = { type: 'array', items: walletView };

const merchantWalletValue = {
  type: 'object',
  required: ['isSingle', 'wallets'],
  properties: { isSingle: { type: 'boolean' }, wallets },
};

const consolidatedValue = {
  type: 'object',
  required: ['total', 'main', 'inVendors', 'wallets'],
  properties: { total: { type: 'integer' }, main: { type: 'integer' }, inVendors: { type: 'integer' }, wallets },
};

export const merchantWalletSchema = { response: envelopeSchema(merchantWalletValue) };

export const walletTransferSchema = {
  body: {
    type: 'object',
    required: ['from', 'to', 'amount', 'requestId'],
    additionalProperties: false,
    properties: { from: WALLET_CODE, to: WALLET_CODE, amount: AMOUNT, requestId: REQUEST_ID },
  },
  response: envelopeSchema(merchantWalletValue),
};

export const consolidatedSchema = { response: envelopeSchema(consolidatedValue) };

export interface ConsolidateBody {
  requestId: string;
}

export const consolidateSchema = {
  body: { type: 'object', required: ['requestId'], additionalProperties: false, properties: { requestId: REQUEST_ID } },
  response: envelopeSchema(consolidatedValue),
};

export const transferUplineSchema = {
  body: {
    type: 'object',
    required: ['amount', 'paymentPassword', 'requestId'],
    additionalProperties: false,
    properties: { amount: AMOUNT, paymentPassword: { ...PASSWORD, minLength: 1 }, requestId: REQUEST_ID },
  },
  response: envelopeSchema({ type: 'object', required: ['balance'], properties: { balance: { type: 'integer' } } }),
};

export const paymentPasswordStatusSchema = {
  response: envelopeSchema({ type: 'object', required: ['set'], properties: { set: { type: 'boolean' } } }),
};

export const setPaymentPasswordSchema = {
  body: {
    type: 'object',
    required: ['paymentPassword', 'confirmPaymentPassword'],
    additionalProperties: false,
    properties: { oldPaymentPassword: PASSWORD, paymentPassword: PASSWORD, confirmPaymentPassword: PASSWORD },
  },
  response: envelopeSchema(nullValue),
};
