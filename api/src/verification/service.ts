import type { AppContext } from '../context';
import { fieldError, functionDisabled } from '../http/api-error';
import type { Language } from '../http/messages';
import type { Caller } from '../http/request-context';
import { findMemberByMobile } from '../member/queries';
import { readWhitelabel } from '../system/queries';
import { issueCode } from './codes';
import { normalizePhone } from './phone';
import type { SmsNoLoginBody, SmsRegisterBody } from './schemas';

export const mobileExists = () => fieldError(400, 'mobile.exists', 'mobile.exists', 'mobileNum');
export const mobileNotFound = () => fieldError(400, 'mobile.not.found', 'mobile.not.found', 'mobileNum');

/** A member's stored language, when it is one the outbox speaks. */
export function memberLanguage(language: string | null): Language | null {
  return language === 'MY' || language === 'EN' || language === 'CN' ? language : null;
}

/**
 * The SMS of a mobile registration (MOBILENUMREG3) or of a username registration that verifies its
 * number (REGMOBVERF3). A number already bound to an account is refused before anything is sent.
 */
export async function sendRegisterSms(ctx: AppContext, caller: Caller, body: SmsRegisterBody): Promise<{ expiredMinutes: number }> {
  const flags = await readWhitelabel(ctx.db, caller.merchant.id);
  if (!flags.MOBILENUMREG3 && !flags.REGMOBVERF3) throw functionDisabled();
  const mobile = normalizePhone(body.countryDialingCode, body.mobileNum);
  if (await findMemberByMobile(ctx.db, caller.merchant.id, mobile)) throw mobileExists();
  return issueCode(ctx, caller, 'register', { channel: 'sms', to: mobile });
}

/** The SMS of a login by code (MOBILEVERCODELOGIN3) or of forgot-password by mobile: to a member's number. */
export async function sendNoLoginSms(ctx: AppContext, caller: Caller, body: SmsNoLoginBody): Promise<{ expiredMinutes: number }> {
  if (body.purpose === 'login' && !(await readWhitelabel(ctx.db, caller.merchant.id)).MOBILEVERCODELOGIN3) throw functionDisabled();
  const mobile = normalizePhone(body.countryDialingCode, body.mobileNum);
  const member = await findMemberByMobile(ctx.db, caller.merchant.id, mobile);
  if (!member) throw mobileNotFound();
  return issueCode(ctx, caller, body.purpose, { channel: 'sms', to: mobile, memberId: member.id, language: memberLanguage(member.language) });
}
