import { envelopeSchema } from '../http/envelope';

const nullableString = { type: ['string', 'null'] };

export const adminOutboxSchema = {
  querystring: {
    type: 'object',
    properties: { to: { type: 'string', minLength: 1, maxLength: 255 } },
  },
  response: envelopeSchema({
    type: 'array',
    items: {
      type: 'object',
      required: ['channel', 'to', 'subject', 'body', 'code', 'createdAt'],
      properties: {
        channel: { type: 'string', enum: ['sms', 'email'] },
        to: { type: 'string' },
        subject: nullableString,
        body: { type: 'string' },
        code: nullableString,
        createdAt: { type: 'string' },
      },
    },
  }),
};
