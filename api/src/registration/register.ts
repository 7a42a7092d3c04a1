import type { LoginValue, MobileRegisterBody, RegisterBody } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { ApiError, functionDisabled, validationFailed } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { findInvitation, placementUnder, type Placement } from '../agent';
import { requireBotCheck } from '../botCheck';
import { verifyCaptcha } from '../captcha';
import { bindRegisteredIdentity, takeRegistrationIdentity } from '../identity';
import { checkRule, isBlank, loadRegisterRules, memberByAccount, memberByMobile, normalizeAccount, type RegisterField, type RegisterRules, checkRegisterForm } from '../member';
import { checkReferralCode } from '../referral';
import { startSession } from '../session';
import { whitelabelOf } from '../site';
import { checkCode, mobileExists, normalizePhone, phoneDigits } from '../verification';
import { accountExists, createMember } from './account';

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
  if (await memberByAccount(ctx.db, caller.merchant.id, account)) throw accountExists();
  if (mobile && (await memberByMobile(ctx.db, caller.merchant.id, mobile))) throw mobileExists();
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
  if ((await memberByMobile(ctx.db, caller.merchant.id, mobile)) || (await memberByAccount(ctx.db, caller.merchant.id, account))) throw mobileExists();
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
export async function invitedPlacement(ctx: AppContext, merchantId: number, code: string | undefined): Promise<Placement> {
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

