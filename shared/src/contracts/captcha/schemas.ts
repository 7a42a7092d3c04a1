// The picture captcha of the auth forms and of feedback (spec §4, §5).
import { Type, type Static } from '@sinclair/typebox';
import { X_MESSAGE } from '../common/schemas';

/** The client-made captcha id: 8–64 of `[A-Za-z0-9-]` (docs/wire-contract.md). */
export const CaptchaKey = Type.String({ pattern: '^[A-Za-z0-9-]+$', minLength: 8, maxLength: 64, [X_MESSAGE]: 'validation.captchaKey' });
export type CaptchaKey = Static<typeof CaptchaKey>;

/** A new picture for the key; the answer is the PNG as base64 (no `data:` prefix). */
export const CaptchaQuery = Type.Object({ key: CaptchaKey });
export type CaptchaQuery = Static<typeof CaptchaQuery>;
