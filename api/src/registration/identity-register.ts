import { randomBytes } from 'node:crypto';
import { registerAsksMoreThanIdentity, type IdentityRegisterBody, type LoginValue } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { functionDisabled, validationFailed } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { requireBotCheck } from '../botCheck';
import { claimIdentity, pendingRegistrationIdentity } from '../identity';
import { checkRule, isBlank, loadRegisterRules, memberByAccount, normalizeAccount } from '../member';
import { checkReferralCode } from '../referral';
import { startSession } from '../session';
import { whitelabelOf } from '../site';
import { accountExists, createMember } from './account';
import { invitedPlacement } from './register';

/**
 * Registration with a new one-click identity: a username (the site's username rule, unique) and the
 * terms, no password, no captcha. Everything else a registration does still happens: the invitation
 * code's placement, the friend's code, the bot check (with the register rate limits of the route), the
 * register hooks of addMember (welcome, promotions, referral). The account, its identity and the
 * ticket's spending are one transaction; the account's password is the hash of a random secret nobody
 * is told (`password_set` 0), so a password login to it fails as a wrong password does.
 */
export async function registerWithIdentity(ctx: AppContext, caller: Caller, body: IdentityRegisterBody): Promise<LoginValue> {
  const merchantId = caller.merchant.id;
  if (!(await whitelabelOf(ctx.db, merchantId)).USERNAMEREG3) throw functionDisabled();
  const rules = await loadRegisterRules(ctx.db, merchantId);
  // A site whose form asks more (a mobile number, a bank account name, …) keeps its form for identities too.
  if (registerAsksMoreThanIdentity(rules)) throw functionDisabled();
  const identity = await pendingRegistrationIdentity(ctx, merchantId, body.ticket);
  if (body.terms !== true) throw validationFailed('terms', 'validation.terms');
  checkRule('username', { ...rules.username, enabled: true, required: true }, body.username);

  const account = normalizeAccount(body.username);
  if (await memberByAccount(ctx.db, merchantId, account)) throw accountExists();
  const placement = await invitedPlacement(ctx, merchantId, body.affiliateCode);
  await checkReferralCode(ctx.db, merchantId, body.referralCode);
  await requireBotCheck(ctx, caller, 'register', body.botCheck);

  const profile: Record<string, string> = {};
  for (const field of ['referralCode', 'registerUrl', 'domain'] as const) {
    const value = body[field];
    if (!isBlank(value)) profile[field] = value.trim();
  }
  const member = await createMember(
    ctx,
    {
      ...placement,
      merchantId,
      account,
      nickname: body.username.trim(),
      password: randomBytes(32).toString('base64url'),
      passwordSet: false,
      // Kept only when the provider said it is verified (oidc-client): the forgot-password e-mail reaches it.
      email: identity.email,
      profile,
      deviceId: caller.deviceId ?? null,
      language: caller.language,
      selfRegistered: true,
    },
    accountExists,
    (trx, made) => claimIdentity(trx, identity, made),
  );
  return startSession(ctx, member, caller.ip);
}
