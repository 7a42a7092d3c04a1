import type { LoginBody, LoginScope, LoginValue } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { Kysely } from 'kysely';
import type { Database, IsoTime, MemberRow, MerchantRow } from '../db/schema';
import { isoNow } from '../db/time';
import { ApiError, functionDisabled } from '../http/api-error';
import { requireBotCheck } from '../botCheck';
import { verifyCaptcha } from '../captcha';
import { AGENT_TYPES, changeMember, MEMBER_LOGIN_TYPES, memberByAccount, memberByMobile, normalizeAccount } from '../member';
import { whitelabelOf } from '../site';
import { checkCode, normalizePhone } from '../verification';
import { listMemberSessions, rememberLoginIp, revokeMemberSessions, type SessionHistoryRow } from './queries';
import { CAPTCHA_AFTER_FAILURES, clearFailures, recentFailures, recordFailure } from './login-failures';
import { DEFAULT_PASSWORD, startSession } from './start-session';
import { requireSecondFactor } from './two-factor';

const wrongCredentials = (needCaptcha: boolean) => new ApiError(400, 'login.wrong.credentials', 'login.wrong.credentials', { needCaptcha });

/** A login by password, as the body's `else` rule guarantees it (username and password present). */
type UsernameLoginBody = LoginBody & Required<Pick<LoginBody, 'username' | 'password'>>;
/** A login by SMS code, as the body's `then` rule guarantees it. */
type SmsLoginBody = LoginBody & Required<Pick<LoginBody, 'mobileNum' | 'countryDialingCode' | 'code'>>;

export async function login(ctx: AppContext, merchant: MerchantRow, body: LoginBody, ip: string): Promise<LoginValue> {
  // The schema's if/then/else has checked the fields of each type.
  return body.type === 'sms' ? smsLogin(ctx, merchant, body as SmsLoginBody, ip) : passwordLogin(ctx, merchant, body as UsernameLoginBody, ip);
}

/**
 * Member login by username and password. Order matters: the captcha (when required) is checked
 * before the password, so a guesser cannot skip it; the type check comes after the password, so it
 * reveals nothing about accounts the caller cannot prove. The agent scope refuses non-agents before any
 * session exists, so the agent landing page never holds a member's token. Last, a login from a new
 * address may need its second factor (two-factor.ts).
 */
async function passwordLogin(ctx: AppContext, merchant: MerchantRow, body: UsernameLoginBody, ip: string): Promise<LoginValue> {
  const account = normalizeAccount(body.username);
  const failures = await recentFailures(ctx.db, merchant.id, account);
  if (failures >= CAPTCHA_AFTER_FAILURES) {
    await verifyCaptcha(ctx.db, body.captcha, body.captchaKey);
    // A proof that a person (or a costly client) is there, on top of the picture.
    await requireBotCheck(ctx, { merchant, ip }, 'login', body.botCheck);
  }

  const found = await memberByAccount(ctx.db, merchant.id, account);
  const proof = found ? await provePassword(ctx, found, body.password) : (await ctx.passwords.burn(body.password), null);
  if (!found || !proof) {
    await recordFailure(ctx.db, merchant.id, account, ip);
    throw wrongCredentials(failures + 1 >= CAPTCHA_AFTER_FAILURES);
  }
  checkLoginType(found, body.scope);
  await clearFailures(ctx.db, merchant.id, account);
  const member = await settleTemporaryPassword(ctx, found, proof);
  await requireSecondFactor(ctx, member, ip, { passwordDefault: body.password === DEFAULT_PASSWORD });
  return startSession(ctx, member, ip, { password: body.password });
}

function checkLoginType(member: MemberRow, scope: LoginScope | undefined): void {
  if (!MEMBER_LOGIN_TYPES.includes(member.type)) throw new ApiError(403, 'login.not.member', 'login.not.member');
  if (scope === 'agent' && !AGENT_TYPES.includes(member.type)) throw new ApiError(403, 'login.not.agent', 'login.not.agent');
}

/** Which password the member proved: the real one, a pending temporary one (forgot by e-mail), or neither. */
export async function provePassword(ctx: AppContext, member: MemberRow, password: string): Promise<'password' | 'temporary' | null> {
  if (await ctx.passwords.verify(password, member.password_hash)) return 'password';
  const temporary = member.temp_password_hash;
  if (temporary && member.temp_password_expires_at && member.temp_password_expires_at > isoNow() && (await ctx.passwords.verify(password, temporary))) {
    return 'temporary';
  }
  return null;
}

/**
 * A login with the temporary password makes it the password, to be changed (passwordExpired under
 * the policy); a login with the real password cancels a pending temporary one (the member remembered).
 */
async function settleTemporaryPassword(ctx: AppContext, member: MemberRow, proof: 'password' | 'temporary'): Promise<MemberRow> {
  if (proof === 'temporary' && member.temp_password_hash) {
    const changes = {
      password_hash: member.temp_password_hash,
      password_must_change: 1 as const,
      password_set: 1 as const,
      password_changed_at: isoNow(),
      temp_password_hash: null,
      temp_password_expires_at: null,
    };
    await changeMember(ctx.db, member.id, changes);
    return { ...member, ...changes };
  }
  if (member.temp_password_hash) {
    await changeMember(ctx.db, member.id, { temp_password_hash: null, temp_password_expires_at: null });
    return { ...member, temp_password_hash: null, temp_password_expires_at: null };
  }
  return member;
}

/**
 * Login by SMS code, only while whitelabel MOBILEVERCODELOGIN3 is on. The code proves the phone, which
 * is as much as a code sent to it as a second factor would: only a bound authenticator app asks for more
 * from a new address (else the app would be optional for whoever holds the phone or its number). The
 * address becomes a known one like after any login.
 */
async function smsLogin(ctx: AppContext, merchant: MerchantRow, body: SmsLoginBody, ip: string): Promise<LoginValue> {
  if (!(await whitelabelOf(ctx.db, merchant.id)).MOBILEVERCODELOGIN3) throw functionDisabled();
  const mobile = normalizePhone(body.countryDialingCode, body.mobileNum);
  await checkCode(ctx, merchant.id, 'login', mobile, body.code, 'code');
  // The code was only sent to a member's number; the member may have changed it since.
  const member = await memberByMobile(ctx.db, merchant.id, mobile);
  if (!member) throw wrongCredentials(false);
  checkLoginType(member, body.scope);
  await requireSecondFactor(ctx, member, ip, { authenticatorOnly: true });
  return startSession(ctx, member, ip);
}

/*
 * Sessions for the other domains (the queries stay private to this one).
 */

type Db = Kysely<Database>;

/** Ends the member's sessions, all of them or all but `keepSessionId` (a password change keeps its own). */
export function endMemberSessions(db: Db, memberId: number, keepSessionId: number | null): Promise<void> {
  return revokeMemberSessions(db, memberId, keepSessionId);
}

/** Makes an address one of the member's known ones: a login from it needs no second factor. */
export function rememberLoginAddress(db: Db, memberId: number, ip: string, now: IsoTime = isoNow()): Promise<void> {
  return rememberLoginIp(db, memberId, ip, now);
}

/** A page of the member's sessions, newest first (the login history). */
export function sessionHistory(db: Db, memberId: number, limit: number, offset: number): Promise<{ rows: SessionHistoryRow[]; total: number }> {
  return listMemberSessions(db, memberId, limit, offset);
}
