// Feedback and complaints (spec §3, §5).
import { Type, type Static } from '@sinclair/typebox';
import { CaptchaKey } from '../captcha/schemas';

/** 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 agent application, 0 other (`FEEDBACK_TYPES`). */
export const FeedbackType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(6), Type.Literal(0)]);
export type FeedbackType = Static<typeof FeedbackType>;

/** The sender is the member's account when a live token comes with it; a guest's own `sender` otherwise. */
export const FeedbackBody = Type.Object(
  {
    // The 20–200 rule applies after trimming, so it is the API service's (feedback.invalid).
    content: Type.String({ minLength: 1, maxLength: 2000 }),
    sender: Type.Optional(Type.String({ maxLength: 64 })),
    type: FeedbackType,
    // Missing or wrong captcha is the contract's captcha.invalid, decided by the service.
    captcha: Type.Optional(Type.String({ maxLength: 16 })),
    captchaKey: Type.Optional(CaptchaKey),
  },
  { additionalProperties: false },
);
export type FeedbackBody = Static<typeof FeedbackBody>;
