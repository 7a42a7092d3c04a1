import type { AppContext } from '../context';
import type { MerchantRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { verifyCaptcha } from '../captcha/service';
import { AGENT_TYPES, MEMBER_LOGIN_TYPES, normalizeAccount } from '../member/member-types';
import { findMemberByAccount } from '../member/queries';
import { CAPTCHA_AFTER_FAILURES, clearFailures, recentFailures, recordFailure } from './login-failures';
import type { LoginBody } from './schemas';
import { startSession, type LoginValue } from './start-session';

const wrongCredentials = (needCaptcha: boolean) => new ApiError(400, 'login.wrong.credentials', 'login.wrong.credentials', { needCaptcha });

/**
 * Member login by username and password. Order matters: the captcha (when required) is checked
 * before the password, so a guesser cannot skip it; the type check comes after the password, so it
 * reveals nothing about accounts the caller cannot prove. The agent scope refuses non-agents before any
 * session exists, so the agent landing page never holds a member's token.
 */
export async function login(ctx: AppContext, merchant: MerchantRow, body: LoginBody, ip: string | null): Promise<LoginValue> {
  const account = normalizeAccount(body.username);
  const failures = await recentFailures(ctx.db, merchant.id, account);
  if (failures >= CAPTCHA_AFTER_FAILURES) await verifyCaptcha(ctx.db, body.captcha, body.captchaKey);

  const member = await findMemberByAccount(ctx.db, merchant.id, account);
  const valid = member ? await ctx.passwords.verify(body.password, member.password_hash) : (await ctx.passwords.burn(body.password), false);
  if (!member || !valid) {
    await recordFailure(ctx.db, merchant.id, account, ip);
    throw wrongCredentials(failures + 1 >= CAPTCHA_AFTER_FAILURES);
  }
  if (!MEMBER_LOGIN_TYPES.includes(member.type)) throw new ApiError(403, 'login.not.member', 'login.not.member');
  if (body.scope === 'agent' && !AGENT_TYPES.includes(member.type)) throw new ApiError(403, 'login.not.agent', 'login.not.agent');

  await clearFailures(ctx.db, merchant.id, account);
  return startSession(ctx, member, body.password, ip);
}
