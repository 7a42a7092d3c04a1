import { envelopeSchema } from '../http/envelope';

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
