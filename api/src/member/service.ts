import { CURRENCY, CURRENCY_SYMBOL, type LoginValue, type MemberInfo, type MemberLanguageBody, type MemberType, type MobileRegisterBody, type RegisterBody } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { Kysely, Updateable } from 'kysely';
import type { Database, IsoTime, MemberRow, MemberTable } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { isoNow } from '../db/time';
import { ApiError, functionDisabled, validationFailed } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { countLinkRegistration, findInvitation, normalizeAffiliateCode, placeInTree, placementUnder, type Placement } from '../agent';
import { requireBotCheck } from '../botCheck';
import { verifyCaptcha } from '../captcha';
import { onMemberRegistered } from '../promotions';
import { bindRegisteredIdentity, takeRegistrationIdentity } from '../identity';
import { checkReferralCode, linkReferral } from '../referral';
import { DEFAULT_PASSWORD, startSession, type ActiveSession } from '../session';
import { whitelabelOf } from '../system';
import { checkCode, mobileExists, normalizePhone, phoneDigits } from '../verification';
import { openWallet } from '../wallet';
import { normalizeAccount } from './member-types';
import { findMemberByAccount, findMemberByAffiliateCode, findMemberById, findMemberByMobile, insertMember, insertProfileFields, recordLogin, updateMember } from './queries';
import { checkRegisterForm, checkRule, isBlank, loadRegisterRules, type RegisterField, type RegisterRules } from './register-rules';

type Db = Kysely<Database>;

const accountExists = () => new ApiError(400, 'member.account.exists', 'member.account.exists', { field: 'username' });
const affiliateInvalid = () => new ApiError(400, 'affiliate.invalid', 'affiliate.invalid', { field: 'affiliateCode' });

/** Registration fields stored in member_profile (the others have columns or are not kept). */
const PROFILE_FIELDS: readonly RegisterField[] = ['qqNum', 'recommenderId', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'];

/**
 * Spec §4 registration by username (whitelabel USERNAMEREG3), server side: every enabled field by the
 * site's rule, the captcha (when enabled), uniqueness, the invitation code, the SMS code when the site
 * verifies numbers (REGMOBVERF3); then the member is created and logged in.
 */
export async function register(ctx: AppContext, caller: Caller, body: RegisterBody): Promise<LoginValue> {
  if (!(await whitelabelOf(ctx.db, caller.merchant.id)).USERNAMEREG3) throw functionDisabled();
  const rules = await loadRegisterRules(ctx.db, caller.merchant.id);
  const given = checkRegisterForm(rules, body);
  const mobile = given.mobileNum === undefined ? null : normalizePhone(requiredText(body.countryDialingCode, 'countryDialingCode'), given.mobileNum);
  if (rules.verificationCode.enabled && mobile) checkRule('verificationCode', { ...rules.verificationCode, required: true }, body.verificationCode);
  if (rules.captcha.enabled) await verifyCaptcha(ctx.db, body.captcha, body.captchaKey);

  const account = normalizeAccount(body.username ?? '');
  if (await findMemberByAccount(ctx.db, caller.merchant.id, account)) throw accountExists();
  if (mobile && (await findMemberByMobile(ctx.db, caller.merchant.id, mobile))) throw mobileExists();
  const placement = await invitedPlacement(ctx, caller.merchant.id, body.affiliateCode);
  await checkReferralCode(ctx.db, caller.merchant.id, body.referralCode);
  // Spec §4: the bot check after the form and the invitation code, before the SMS code and the account.
  await requireBotCheck(ctx, caller, 'register', body.botCheck);
  if (rules.verificationCode.enabled && mobile) await checkCode(ctx, caller.merchant.id, 'register', mobile, body.verificationCode ?? '', 'verificationCode');

  const identity = await registrationIdentity(ctx, caller, body);
  const member = await createMember(ctx, {
    ...(await profileOf(ctx, rules, given, body)),
    ...placement,
    merchantId: caller.merchant.id,
    account,
    nickname: (body.username ?? '').trim(),
    password: body.password ?? '',
    mobile,
    // Proven by the SMS code only when the site asks for one (REGMOBVERF3).
    mobileVerified: rules.verificationCode.enabled && mobile !== null,
    deviceId: caller.deviceId ?? null,
    language: caller.language,
    selfRegistered: true,
  });
  if (identity) await bindRegisteredIdentity(ctx, identity, member);
  return startSession(ctx, member, caller.ip, { password: body.password });
}

/**
 * Registration by mobile number (whitelabel MOBILENUMREG3): the same form and rules (the username
 * aside: the account is the number as typed, digits only), and the SMS code of
 * /wps/verification/sms/register is required. A number or account already used is `mobile.exists`.
 */
export async function registerByMobile(ctx: AppContext, caller: Caller, body: MobileRegisterBody): Promise<LoginValue> {
  if (!(await whitelabelOf(ctx.db, caller.merchant.id)).MOBILENUMREG3) throw functionDisabled();
  const rules = await loadRegisterRules(ctx.db, caller.merchant.id);
  const given = checkRegisterForm(rules, body, ['username']);
  checkRule('verificationCode', { ...rules.verificationCode, enabled: true, required: true }, body.verificationCode);
  const mobile = normalizePhone(body.countryDialingCode, body.mobileNum);
  if (rules.captcha.enabled) await verifyCaptcha(ctx.db, body.captcha, body.captchaKey);

  const account = normalizeAccount(phoneDigits(body.mobileNum));
  if ((await findMemberByMobile(ctx.db, caller.merchant.id, mobile)) || (await findMemberByAccount(ctx.db, caller.merchant.id, account))) throw mobileExists();
  const placement = await invitedPlacement(ctx, caller.merchant.id, body.affiliateCode);
  await checkReferralCode(ctx.db, caller.merchant.id, body.referralCode);
  await requireBotCheck(ctx, caller, 'register', body.botCheck);
  await checkCode(ctx, caller.merchant.id, 'register', mobile, body.verificationCode, 'verificationCode');

  const identity = await registrationIdentity(ctx, caller, body);
  const member = await createMember(
    ctx,
    {
      ...(await profileOf(ctx, rules, given, body)),
      ...placement,
      merchantId: caller.merchant.id,
      account,
      nickname: account,
      password: body.password ?? '',
      mobile,
      mobileVerified: true,
      deviceId: caller.deviceId ?? null,
      language: caller.language,
      selfRegistered: true,
    },
    mobileExists,
  );
  if (identity) await bindRegisteredIdentity(ctx, identity, member);
  return startSession(ctx, member, caller.ip, { password: body.password });
}

/**
 * A one-click identity the form registers with (identitySession's `register`): spent once every check
 * of the form has passed, so a refused form keeps it for the retry; bound to the account once made.
 */
function registrationIdentity(ctx: AppContext, caller: Caller, body: RegisterBody) {
  return isBlank(body.identityTicket) ? Promise.resolve(null) : takeRegistrationIdentity(ctx, caller.merchant.id, body.identityTicket);
}

function requiredText(value: string | undefined, field: string): string {
  if (isBlank(value)) throw validationFailed(field, 'validation.required');
  return value;
}

/**
 * The upline and type of a new member. The code usually comes from the invitation link, not from the
 * form (spec §4: the input shows only when the link has none), so it counts whether or not the site
 * shows the field; a code that names no agent (or a disabled invite link) is refused rather than
 * silently dropped. An agent's own code makes a player; an invite link's, the link's kind (agent/links.ts).
 */
async function invitedPlacement(ctx: AppContext, merchantId: number, code: string | undefined): Promise<Placement> {
  if (isBlank(code)) return placementUnder(ctx.db, merchantId, null, 'member');
  const invitation = await findInvitation(ctx.db, merchantId, code);
  if (!invitation) throw affiliateInvalid();
  return placementUnder(ctx.db, merchantId, invitation.agent, invitation.kind, invitation.link?.id ?? null);
}

/** What a registration keeps of the form: enabled fields with a value, and where it came from. */
async function profileOf(ctx: AppContext, rules: RegisterRules, given: Partial<Record<RegisterField, string>>, body: RegisterBody) {
  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = given[field];
    if (value !== undefined) profile[field] = value.trim();
  }
  for (const field of ['referralCode', 'registerUrl', 'domain'] as const) {
    const value = body[field];
    if (!isBlank(value)) profile[field] = value.trim();
  }
  return {
    email: given.email?.trim().toLowerCase() ?? null,
    payeeName: given.payeeName?.trim() ?? null,
    paymentPasswordHash: rules.paymentPassword.enabled && given.paymentPassword ? await ctx.passwords.hash(given.paymentPassword) : null,
    profile,
  };
}

export interface NewMemberInput {
  merchantId: number;
  account: string;
  nickname: string;
  type: number;
  /** The plain password (hashed here) or, for callers that hashed already, its hash. */
  password?: string;
  passwordHash?: string;
  mobile?: string | null;
  email?: string | null;
  payeeName?: string | null;
  paymentPasswordHash?: string | null;
  parentId?: number | null;
  affiliateCode?: string | null;
  language?: string | null;
  /** Registration fields kept in member_profile. */
  profile?: Record<string, string>;
  /** The invite link the member registered through: counted in the member's transaction (agent/links.ts). */
  inviteLinkId?: number | null;
  /** The member registered itself (a register form): the register bonus runs with the account (issue 17). */
  selfRegistered?: boolean;
  /** An agent opened the account (agent/opening.ts): promotions may exclude it. */
  openedByAgent?: boolean;
  /** The number was proven by an SMS code. */
  mobileVerified?: boolean;
  /** The browser the account was made from (`Device-Id`). */
  deviceId?: string | null;
}

/**
 * A member, its profile and its empty wallet, together or not at all. The default password marks the
 * account for a forced change (passwordExpired under the password policy).
 */
export async function createMember(ctx: Pick<AppContext, 'db' | 'passwords'>, input: NewMemberInput, accountTaken: () => ApiError = accountExists): Promise<MemberRow> {
  const passwordHash = input.passwordHash ?? (await ctx.passwords.hash(input.password ?? ''));
  try {
    return await ctx.db.transaction().execute((trx) => addMember(trx, { ...input, passwordHash }));
  } catch (error) {
    // The existence checks and the insert are not atomic: a parallel registration of the same name or
    // number loses here, on the unique index, and gets the same answer as if it had been checked first.
    if (!isUniqueViolation(error)) throw error;
    if (input.mobile && (await findMemberByMobile(ctx.db, input.merchantId, input.mobile))) throw mobileExists();
    throw accountTaken();
  }
}

/**
 * Writes a member, its profile fields, its empty MAIN wallet and its place in the downline tree (under
 * `parentId`) in the caller's transaction (a registration, the demo seed). The password is already
 * hashed; the plain one, when given, only marks the default password for a forced change.
 */
export async function addMember(trx: Db, input: NewMemberInput & { passwordHash: string }, now: IsoTime = isoNow()): Promise<MemberRow> {
  const member = await insertMember(trx, {
    merchant_id: input.merchantId,
    account: input.account,
    nickname: input.nickname,
    type: input.type,
    password_hash: input.passwordHash,
    first_time_login: 1,
    password_changed_at: now,
    password_must_change: input.password === DEFAULT_PASSWORD ? 1 : 0,
    created_at: now,
    mobile: input.mobile ?? null,
    email: input.email ?? null,
    payee_name: input.payeeName ?? null,
    payment_password_hash: input.paymentPasswordHash ?? null,
    parent_id: input.parentId ?? null,
    affiliate_code: input.affiliateCode ? normalizeAffiliateCode(input.affiliateCode) : null,
    language: input.language ?? null,
    origin: input.selfRegistered ? 'SELF' : input.openedByAgent ? 'AGENT' : 'OTHER',
    mobile_verified_at: input.mobile && input.mobileVerified ? now : null,
    device_id: input.deviceId ?? null,
  });
  await insertProfileFields(trx, member.id, input.profile ?? {}, now);
  await openWallet(trx, member.id, now);
  await placeInTree(trx, member.id, member.parent_id, now);
  if (input.inviteLinkId) await countLinkRegistration(trx, input.inviteLinkId);
  if (input.selfRegistered) await onMemberRegistered(trx, { id: member.id, merchantId: member.merchant_id }, now);
  // A friend's code (checked before the account was made): the referrer is linked with the account (api/src/referral).
  if (input.selfRegistered && input.profile?.referralCode) await linkReferral(trx, member, input.profile.referralCode, now);
  return member;
}

/**
 * A session is only opened for the member login's types (member-types.ts), so its type is one of the
 * contract's. `vip`: the VIP flags (api/src/vip's vipFlags), read by the route.
 */
export function memberInfo(session: ActiveSession, vip: MemberInfo['vip'], avatarUrl?: string): MemberInfo {
  const { member } = session;
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type as MemberType,
    firstTimeLogin: session.firstTimeLogin,
    currencySymbol: CURRENCY_SYMBOL,
    currency: CURRENCY,
    vip,
    ...(avatarUrl ? { avatarUrl } : {}),
  };
}

/** Spec §4: a language change is sent to the server; the outbox then writes to the member in it. */
export async function setLanguage(ctx: AppContext, session: ActiveSession, body: MemberLanguageBody): Promise<null> {
  await updateMember(ctx.db, session.member.id, { language: body.language });
  return null;
}

/*
 * Members for the other domains (the queries stay private to this one): lookups, changes of a
 * member's columns, and the login record.
 */

export function memberById(db: Db, memberId: number): Promise<MemberRow | undefined> {
  return findMemberById(db, memberId);
}

/** By account name, case-insensitive (normalized here). */
export function memberByAccount(db: Db, merchantId: number, account: string): Promise<MemberRow | undefined> {
  return findMemberByAccount(db, merchantId, normalizeAccount(account));
}

/** By bound number, normalized (`normalizePhone` of verification). */
export function memberByMobile(db: Db, merchantId: number, mobile: string): Promise<MemberRow | undefined> {
  return findMemberByMobile(db, merchantId, mobile);
}

/** By invitation code, normalized (stored upper-case). */
export function memberByAffiliateCode(db: Db, merchantId: number, code: string): Promise<MemberRow | undefined> {
  return findMemberByAffiliateCode(db, merchantId, code);
}

export function changeMember(db: Db, memberId: number, changes: Updateable<MemberTable>): Promise<void> {
  return updateMember(db, memberId, changes);
}

/** Records a successful login; true when it was the member's first (see the query). */
export function recordMemberLogin(db: Db, memberId: number, ip: string | null, now: IsoTime): Promise<boolean> {
  return recordLogin(db, memberId, ip, now);
}
