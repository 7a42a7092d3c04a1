import { envelopeSchema } from '../http/envelope';

export interface AffiliateQuery {
  code: string;
  domain?: string;
}

export const affiliateSchema = {
  querystring: {
    type: 'object',
    required: ['code'],
    properties: {
      code: { type: 'string', minLength: 1, maxLength: 64 },
      // The site the visitor came through (spec §7); accepted, not checked: codes are per merchant.
      domain: { type: 'string', maxLength: 255 },
    },
  },
  response: envelopeSchema({ type: 'object', required: ['agent'], properties: { agent: { type: 'string' } } }),
};
