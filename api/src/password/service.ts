import { randomInt } from 'node:crypto';
import type { ChangePasswordBody, ForgotByEmailBody, ForgotByMobileBody, PasswordResetAnswer } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { MemberRow } from '../db/schema';
import { isoIn, isoNow } from '../db/time';
import { ApiError, fieldError, validationFailed } from '../http/api-error';
import { translate } from '../http/messages';
import type { Caller } from '../http/request-context';
import { changeMember, checkRule, isBlank, loadRegisterRules, memberByAccount, memberById, memberByMobile, REGISTER_RULES } from '../member';
import { sendMessage } from '../outbox';
import { clearFailures, DEFAULT_PASSWORD, endMemberSessions, provePassword, rememberLoginAddress, type ActiveSession } from '../session';
import { checkCode, memberLanguage, mobileNotFound, normalizePhone } from '../verification';

/** How long the temporary password of the forgot-by-e-mail flow works. */
export const TEMP_PASSWORD_TTL_HOURS = 24;
/** No 0/O, 1/l/I: a temporary password is read from an e-mail and typed. */
const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const TEMP_LENGTH = 10;

/** A new password must pass the site's password rule; it is reported under the request's field name. */
async function checkNewPassword(ctx: AppContext, merchantId: number, password: string): Promise<void> {
  const rules = await loadRegisterRules(ctx.db, merchantId);
  checkRule('newPassword', rules.password, password);
}

/** Sets a member's password: the default one stays marked for a forced change; a pending temporary one is dropped. */
async function setPassword(ctx: AppContext, member: MemberRow, password: string): Promise<void> {
  await changeMember(ctx.db, member.id, {
    password_hash: await ctx.passwords.hash(password),
    password_changed_at: isoNow(),
    password_must_change: password === DEFAULT_PASSWORD ? 1 : 0,
    password_set: 1,
    temp_password_hash: null,
    temp_password_expires_at: null,
  });
}

/**
 * Change password (spec §3, §5): the new one by the password rule, its confirmation equal to it, the
 * old one proven and different. An account made by one-click sign-in has no password to prove: it sets
 * its first one (the session is the proof, as the provider's sign-in was). The member's other sessions
 * end; this one lives on.
 */
export async function changePassword(ctx: AppContext, session: ActiveSession, body: ChangePasswordBody): Promise<null> {
  await checkNewPassword(ctx, session.member.merchant_id, body.newPassword);
  if (isBlank(body.confirmNewPassword)) throw validationFailed('confirmNewPassword', 'validation.required');
  if (body.confirmNewPassword !== body.newPassword) throw validationFailed('confirmNewPassword', 'validation.confirmPassword');
  const member = (await memberById(ctx.db, session.member.id)) ?? session.member;
  if (member.password_set !== 0) {
    if (isBlank(body.oldPassword)) throw validationFailed('oldPassword', 'validation.required');
    if (!(await provePassword(ctx, member, body.oldPassword))) throw fieldError(400, 'password.old.wrong', 'password.old.wrong', 'oldPassword');
    if (body.newPassword === body.oldPassword) throw fieldError(400, 'password.same', 'password.same', 'newPassword');
  }
  await setPassword(ctx, member, body.newPassword);
  await endMemberSessions(ctx.db, member.id, session.sessionId);
  return null;
}

function temporaryPassword(): string {
  return Array.from({ length: TEMP_LENGTH }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
}

/**
 * Forgot password by e-mail: when the username and e-mail belong together, a temporary password is
 * e-mailed. It works beside the current password (so a stranger who knows both cannot lock the member
 * out) until it is used, the current one is used, or 24 hours pass; a login with it must change it.
 */
export async function forgotByEmail(ctx: AppContext, caller: Caller, body: ForgotByEmailBody): Promise<null> {
  checkRule('email', { ...REGISTER_RULES.email, enabled: true, required: true }, body.email);
  const member = await memberByAccount(ctx.db, caller.merchant.id, body.username);
  if (!member || !member.email || member.email !== body.email.trim().toLowerCase()) {
    throw new ApiError(400, 'member.email.mismatch', 'member.email.mismatch');
  }
  const password = temporaryPassword();
  await changeMember(ctx.db, member.id, {
    temp_password_hash: await ctx.passwords.hash(password),
    temp_password_expires_at: isoIn(TEMP_PASSWORD_TTL_HOURS * 3600_000),
  });
  const language = memberLanguage(member.language) ?? caller.language;
  await sendMessage(ctx.db, caller.log, {
    merchantId: caller.merchant.id,
    memberId: member.id,
    channel: 'email',
    to: member.email,
    subject: translate(language, 'outbox.tempPassword.subject'),
    body: translate(language, 'outbox.tempPassword.body', { password, hours: TEMP_PASSWORD_TTL_HOURS }),
    code: password,
  });
  return null;
}

/**
 * Forgot password by mobile: the SMS code of /wps/verification/sms/noLogin (purpose forgot) sets a
 * new password. Every session of the member ends; the client then logs in to the returned account with the new password, and
 * since the phone was just proven, this address becomes a known one (no second factor on that login).
 */
export async function forgotByMobile(ctx: AppContext, caller: Caller, body: ForgotByMobileBody): Promise<PasswordResetAnswer> {
  await checkNewPassword(ctx, caller.merchant.id, body.newPassword);
  const mobile = normalizePhone(body.countryDialingCode, body.mobileNum);
  await checkCode(ctx, caller.merchant.id, 'forgot', mobile, body.verificationCode, 'verificationCode');
  const member = await memberByMobile(ctx.db, caller.merchant.id, mobile);
  if (!member) throw mobileNotFound();
  await setPassword(ctx, member, body.newPassword);
  await endMemberSessions(ctx.db, member.id, null);
  await clearFailures(ctx.db, caller.merchant.id, member.account);
  await rememberLoginAddress(ctx.db, member.id, caller.ip);
  // The account the phone belongs to, so the client's automatic login uses the right name.
  return { account: member.account };
}
