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
