import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoIn, isoNow } from '../db/time';
import { ApiError } from '../http/api-error';
import { drawCaptcha } from './draw';
import { deleteStaleCaptchas, saveCaptcha, takeCaptcha } from './queries';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_DIGITS = 4;

/** Makes a new code for the key and returns its picture as base64 PNG (no data: prefix). */
export async function issueCaptcha(db: Kysely<Database>, key: string): Promise<string> {
  const code = String(randomInt(0, 10 ** CAPTCHA_DIGITS)).padStart(CAPTCHA_DIGITS, '0');
  const now = Date.now();
  await deleteStaleCaptchas(db, new Date(now).toISOString());
  await saveCaptcha(db, key, code, new Date(now).toISOString(), isoIn(CAPTCHA_TTL_MS, now));
  return drawCaptcha(code).toString('base64');
}

/**
 * Checks a captcha answer and burns the captcha whatever the outcome (single use: a wrong guess
 * cannot be followed by another on the same picture). Throws the contract's captcha.invalid.
 */
export async function verifyCaptcha(db: Kysely<Database>, captcha: string | undefined, captchaKey: string | undefined): Promise<void> {
  const answer = captcha?.trim();
  if (!answer || !captchaKey) throw new ApiError(400, 'captcha.invalid', 'captcha.required', { needCaptcha: true });
  const code = await takeCaptcha(db, captchaKey, isoNow());
  if (code === undefined || code !== answer) throw new ApiError(400, 'captcha.invalid', 'captcha.invalid', { needCaptcha: true });
}
