import { envelopeSchema, nullValue } from '../http/envelope';
import { CAPTCHA_KEY_SCHEMA } from '../captcha/schemas';

/** Spec §3: 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 agent application, 0 other. */
export const FEEDBACK_TYPES = [0, 1, 2, 3, 4, 6] as const;

export interface FeedbackBody {
  content: string;
  sender?: string;
  type: (typeof FEEDBACK_TYPES)[number];
  captcha?: string;
  captchaKey?: string;
}

export const feedbackSchema = {
  body: {
    type: 'object',
    required: ['content', 'type'],
    additionalProperties: false,
    properties: {
      // The 20–200 rule applies after trimming, so it is the service's (feedback.invalid).
      content: { type: 'string', minLength: 1, maxLength: 2000 },
      sender: { type: 'string', maxLength: 64 },
      type: { type: 'integer', enum: [...FEEDBACK_TYPES] },
      // Missing or wrong captcha is the contract's captcha.invalid, decided by the service.
      captcha: { type: 'string', maxLength: 16 },
      captchaKey: CAPTCHA_KEY_SCHEMA,
    },
  },
  response: envelopeSchema(nullValue),
};
