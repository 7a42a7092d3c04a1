import type { FeedbackBody } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { isoNow } from '../db/time';
import { ApiError, validationFailed } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { verifyCaptcha } from '../captcha';
import type { ActiveSession } from '../session';
import { insertFeedback } from './queries';

/** Spec §5, §9: the description is 20 to 200 characters once trimmed. */
export const FEEDBACK_MIN = 20;
export const FEEDBACK_MAX = 200;

/**
 * Feedback and complaints (spec §3): stored with the member when a live token came with it. The
 * description is checked before the captcha, so a too-short text does not burn the captcha.
 */
export async function submitFeedback(ctx: AppContext, caller: Caller, session: ActiveSession | null, body: FeedbackBody): Promise<null> {
  const content = body.content.trim();
  if (!content) throw validationFailed('content', 'validation.required');
  const length = Array.from(content).length;
  if (length < FEEDBACK_MIN || length > FEEDBACK_MAX) {
    throw new ApiError(400, 'feedback.invalid', 'feedback.invalid', { field: 'content' }, 'content', { min: FEEDBACK_MIN, max: FEEDBACK_MAX });
  }
  await verifyCaptcha(ctx.db, body.captcha, body.captchaKey);
  await insertFeedback(ctx.db, {
    merchant_id: caller.merchant.id,
    member_id: session?.member.id ?? null,
    sender: session?.member.account ?? body.sender?.trim() ?? '',
    type: body.type,
    content,
    language: caller.language,
    ip: caller.ip,
    created_at: isoNow(),
  });
  return null;
}
