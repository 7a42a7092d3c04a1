import type { AccountKind, OpenAccountBody, OpenedAccount } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { MemberRow } from '../db/schema';
import { requireBotCheck } from '../botCheck';
import { ApiError, validationFailed } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { checkRule, isBlank, loadRegisterRules, memberByAccount, memberByMobile, normalizeAccount } from '../member';
import { createMember } from '../registration';
import { mobileExists, normalizePhone } from '../verification';
import { placementUnder } from './service';

/*
 * Account opening (registerCenter, REGCEN): the agent opens a player or a sub-agent directly under
 * itself. The account and password follow the site's registration rules (the very rules the register
 * window and `PUT /wps/member/register` check) and the same uniqueness; no captcha and no SMS code:
 * the agent is signed in and vouches for the account. The bot check of registration is asked all
 * the same (purpose `register`): an opening is a registration, and scripted openings farmed sign-up
 * bonuses; the account is marked as the agent's (`origin` AGENT) and made from the agent's browser
 * (its `Device-Id`), which promotions' rules may exclude. It is made by `createMember`, as a registration
 * is, so its wallet, its place in the tree and the "new member" of the day come with it, and it can log
 * in at once. The agent's session is untouched (no session is opened for the new account).
 */

/** As the security centre's nickname rule (member/profile-service.ts): 1 to 20 characters, one line. */
const NICKNAME_MAX = 20;
const isControlChar = (char: string) => char.charCodeAt(0) < 0x20 || char === '\u007f';

const accountExists = () => new ApiError(400, 'member.account.exists', 'member.account.exists', { field: 'username' });

function nicknameOf(body: OpenAccountBody): string {
  const nickname = (body.nickname ?? '').trim();
  if (nickname === '') return body.username.trim();
  if ([...nickname].length > NICKNAME_MAX || [...nickname].some(isControlChar)) throw validationFailed('nickname', 'profile.nickname');
  return nickname;
}

/** The number as stored, or null; given, it needs its dialing code and must be free. */
async function mobileOf(ctx: AppContext, merchantId: number, mobileRule: Parameters<typeof checkRule>[1], body: OpenAccountBody): Promise<string | null> {
  if (isBlank(body.mobileNum)) return null;
  checkRule('mobileNum', { ...mobileRule, enabled: true, required: false }, body.mobileNum);
  if (isBlank(body.countryDialingCode)) throw validationFailed('countryDialingCode', 'validation.required');
  const mobile = normalizePhone(body.countryDialingCode, body.mobileNum);
  if (await memberByMobile(ctx.db, merchantId, mobile)) throw mobileExists();
  return mobile;
}

/** Checked in the register window's order: username, password, confirmation, nickname, mobile; then uniqueness, then the bot check. */
export async function openAccount(ctx: AppContext, caller: Caller, agent: MemberRow, body: OpenAccountBody): Promise<OpenedAccount> {
  const rules = await loadRegisterRules(ctx.db, agent.merchant_id);
  checkRule('username', rules.username, body.username);
  checkRule('password', rules.password, body.password);
  if (isBlank(body.confirmPassword)) throw validationFailed('confirmPassword', 'validation.required');
  if (body.confirmPassword !== body.password) throw validationFailed('confirmPassword', 'validation.confirmPassword');
  const nickname = nicknameOf(body);
  const account = normalizeAccount(body.username);
  if (await memberByAccount(ctx.db, agent.merchant_id, account)) throw accountExists();
  const mobile = await mobileOf(ctx, agent.merchant_id, rules.mobileNum, body);
  // As registration: after the form, before the account is made (a refused form keeps its proof unspent).
  await requireBotCheck(ctx, caller, 'register', body.botCheck);

  const placement = await placementUnder(ctx.db, agent.merchant_id, agent, body.kind);
  const member = await createMember(ctx, {
    ...placement,
    merchantId: agent.merchant_id,
    account,
    nickname,
    password: body.password,
    mobile,
    openedByAgent: true,
    deviceId: caller.deviceId ?? null,
  });
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    kind: body.kind satisfies AccountKind,
    affiliateCode: member.affiliate_code,
    registeredAt: member.created_at,
  };
}
