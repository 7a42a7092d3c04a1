import type { CodeSent, EmailBindBody, MobileTarget, SmsNoLoginBody } from '@portal/shared/contracts';
import { requireBotCheck } from '../botCheck';
import type { AppContext } from '../context';
import { fieldError, functionDisabled, validationFailed } from '../http/api-error';
import type { Language } from '../http/messages';
import type { Caller } from '../http/request-context';
import { memberByMobile } from '../member';
import type { ActiveSession } from '../session';
import { whitelabelOf } from '../site';
import { issueCode } from './codes';
import { normalizePhone } from './phone';

export const mobileExists = () => fieldError(400, 'mobile.exists', 'mobile.exists', 'mobileNum');
export const mobileNotFound = () => fieldError(400, 'mobile.not.found', 'mobile.not.found', 'mobileNum');

/** A member's stored language, when it is one the outbox speaks. */
export function memberLanguage(language: string | null): Language | null {
  return language === 'MY' || language === 'EN' || language === 'CN' ? language : null;
}

/**
 * The SMS of a mobile registration (MOBILENUMREG3) or of a username registration that verifies its
 * number (REGMOBVERF3), with the bot check's proof (spec §7). A number already bound to an account is
 * refused before anything is sent.
 */
export async function sendRegisterSms(ctx: AppContext, caller: Caller, body: MobileTarget): Promise<CodeSent> {
  const flags = await whitelabelOf(ctx.db, caller.merchant.id);
  if (!flags.MOBILENUMREG3 && !flags.REGMOBVERF3) throw functionDisabled();
  const mobile = normalizePhone(body.countryDialingCode, body.mobileNum);
  // Before the number is looked up: a bot learns nothing of which numbers are members.
  await requireBotCheck(ctx, caller, 'sms', body.botCheck);
  if (await memberByMobile(ctx.db, caller.merchant.id, mobile)) throw mobileExists();
  return issueCode(ctx, caller, 'register', { channel: 'sms', to: mobile });
}

/** The SMS of a login by code (MOBILEVERCODELOGIN3) or of forgot-password by mobile: to a member's number. */
export async function sendNoLoginSms(ctx: AppContext, caller: Caller, body: SmsNoLoginBody): Promise<CodeSent> {
  if (body.purpose === 'login' && !(await whitelabelOf(ctx.db, caller.merchant.id)).MOBILEVERCODELOGIN3) throw functionDisabled();
  const mobile = normalizePhone(body.countryDialingCode, body.mobileNum);
  await requireBotCheck(ctx, caller, 'sms', body.botCheck);
  const member = await memberByMobile(ctx.db, caller.merchant.id, mobile);
  if (!member) throw mobileNotFound();
  return issueCode(ctx, caller, body.purpose, { channel: 'sms', to: mobile, memberId: member.id, language: memberLanguage(member.language) });
}

/** The register form's e-mail rule, without its site-set length: at most 64 characters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 64;

/** An e-mail address as stored and compared: trimmed, lower-cased; a malformed one is `validation.failed` on `email`. */
export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (normalized.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(normalized)) throw validationFailed('email', 'profile.email');
  return normalized;
}

/**
 * Security centre: the SMS that proves a new number for the logged-in member. A number bound to
 * another member is refused before anything is sent; the member's own number may be proven again.
 */
export async function sendBindSms(ctx: AppContext, caller: Caller, session: ActiveSession, body: MobileTarget): Promise<CodeSent> {
  const mobile = normalizePhone(body.countryDialingCode, body.mobileNum);
  const owner = await memberByMobile(ctx.db, caller.merchant.id, mobile);
  if (owner && owner.id !== session.member.id) throw mobileExists();
  return issueCode(ctx, caller, 'bind-mobile', { channel: 'sms', to: mobile, memberId: session.member.id, language: memberLanguage(session.member.language) });
}

/** Security centre: the e-mail that proves a new address for the logged-in member. */
export async function sendBindEmail(ctx: AppContext, caller: Caller, session: ActiveSession, body: EmailBindBody): Promise<CodeSent> {
  const email = normalizeEmail(body.email);
  return issueCode(ctx, caller, 'bind-email', { channel: 'email', to: email, memberId: session.member.id, language: memberLanguage(session.member.language) });
}
