import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context';
import { isoIn, isoNow } from '../db/time';
import { ApiError } from '../http/api-error';
import { translate, type Language } from '../http/messages';
import type { Caller } from '../http/request-context';
import { sendMessage, type OutboxChannel } from '../outbox';
import { siteSetting } from '../site';
import { claimSendSlot, claimTry, deleteStaleCodes, findCode, markUsed, replaceCode } from './queries';
import { claimSmsSendOfDay } from './sms-limits';

/*
 * Verification codes: 6 random digits sent through the outbox, stored only as an HMAC bound to their
 * purpose and recipient, alive `expiredMinutes` (a site setting, 5 by default), single use, and burnt
 * after MAX_TRIES tries. One SMS a second per number, and at most SMS_DAILY_QUOTA a day per site, of
 * which one number, member or address gets a limited share (sms-limits.ts).
 */

/** `bind-mobile` / `bind-email`: a logged-in member proving a new number or address (security centre). */
export type CodePurpose = 'register' | 'login' | 'forgot' | 'verify' | 'bind-mobile' | 'bind-email';

export const CODE_DIGITS = 6;
/** Tries per code: the fifth wrong answer burns it. */
export const MAX_TRIES = 5;
/** Spec §9: SMS requests at most one a second (per number). */
export const SMS_INTERVAL_MS = 1000;
/** Dead codes are kept a day (they explain a late "expired" answer), then dropped. */
const KEEP_DEAD_CODES_MS = 24 * 60 * 60 * 1000;

export interface CodeRecipient {
  channel: OutboxChannel;
  /** Normalized number or lower-cased e-mail address. */
  to: string;
  memberId?: number | null;
  /** The language of the message: the member's, else the caller's. */
  language?: Language | null;
}

function codeHash(key: Buffer, purpose: string, target: string, code: string): Buffer {
  return createHmac('sha256', key).update(`${purpose}\n${target}\n${code}`).digest();
}

/** Makes, stores and sends a new code; answers the `expiredMinutes` the client counts down from. */
export async function issueCode(ctx: AppContext, caller: Caller, purpose: CodePurpose, recipient: CodeRecipient): Promise<{ expiredMinutes: number }> {
  const { expiredMinutes } = await siteSetting(ctx.db, caller.merchant.id, 'verification');
  const now = Date.now();
  if (recipient.channel === 'sms' && !(await claimSendSlot(ctx.db, 'sms', recipient.to, now, SMS_INTERVAL_MS))) {
    throw new ApiError(429, 'sms.too.frequent', 'sms.too.frequent');
  }
  // Spec §8: the site's SMS of the day are capped, and so is each number's, member's and address's share.
  if (recipient.channel === 'sms') await claimSmsSendOfDay(ctx, caller, recipient.to, recipient.memberId ?? null, now);
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  await deleteStaleCodes(ctx.db, new Date(now - KEEP_DEAD_CODES_MS).toISOString());
  await replaceCode(ctx.db, {
    merchant_id: caller.merchant.id,
    purpose,
    target: recipient.to,
    code_hash: codeHash(ctx.codeKey, purpose, recipient.to, code).toString('hex'),
    attempts: 0,
    used: 0,
    expires_at: isoIn(expiredMinutes * 60_000, now),
    created_at: new Date(now).toISOString(),
  });
  const language = recipient.language ?? caller.language;
  await sendMessage(ctx.db, caller.log, {
    merchantId: caller.merchant.id,
    memberId: recipient.memberId ?? null,
    channel: recipient.channel,
    to: recipient.to,
    subject: recipient.channel === 'email' ? translate(language, 'outbox.code.subject') : null,
    body: translate(language, 'outbox.code.body', { code, minutes: expiredMinutes }),
    code,
  });
  return { expiredMinutes };
}

const codeError = (errorCode: 'verification.invalid' | 'verification.expired' | 'verification.missing', field: string) =>
  new ApiError(400, errorCode, errorCode, { field });

/**
 * Checks an answer against the live code of a purpose and recipient, and uses the code up when right.
 * `verification.missing`: none was sent (or it was used); `verification.expired`: out of time or burnt
 * by wrong tries; `verification.invalid`: wrong (one try spent). `field` names the answer's field.
 */
export async function checkCode(ctx: AppContext, merchantId: number, purpose: CodePurpose, target: string, answer: string, field: string): Promise<void> {
  const row = await findCode(ctx.db, merchantId, purpose, target);
  if (!row || row.used === 1) throw codeError('verification.missing', field);
  if (!(await claimTry(ctx.db, row.id, MAX_TRIES, isoNow()))) {
    // Lost a race to the request that used it, or it is out of time or tries.
    const again = await findCode(ctx.db, merchantId, purpose, target);
    throw codeError(!again || again.used === 1 ? 'verification.missing' : 'verification.expired', field);
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = codeHash(ctx.codeKey, purpose, target, answer.trim());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw codeError('verification.invalid', field);
  if (!(await markUsed(ctx.db, row.id))) throw codeError('verification.missing', field);
}
