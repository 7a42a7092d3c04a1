import { envelopeSchema } from '../http/envelope';
import { MESSAGE_KEYWORD } from '../http/validation';

/** The client-made captcha id: 8–64 of `[A-Za-z0-9-]` (docs/wire-contract.md). */
export const CAPTCHA_KEY_SCHEMA = {
  type: 'string',
  pattern: '^[A-Za-z0-9-]+$',
  minLength: 8,
  maxLength: 64,
  [MESSAGE_KEYWORD]: 'validation.captchaKey',
};

export const captchaSchema = {
  querystring: {
    type: 'object',
    required: ['key'],
    properties: { key: CAPTCHA_KEY_SCHEMA },
  },
  response: envelopeSchema({ type: 'string' }),
};
