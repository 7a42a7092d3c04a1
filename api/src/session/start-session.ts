import type { AppContext } from '../context';
import type { MemberRow } from '../db/schema';
import { isoNow } from '../db/time';
import { recordLogin } from '../member/queries';
import { readSetting } from '../system/queries';

/** Spec §9: the default password treated as insecure. */
export const DEFAULT_PASSWORD = '123456';
/** How old a password may get before PWDEXPFORCECHANGE3 asks for a new one (the spec gives no figure). */
export const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  user: { id: number; account: string; nickname: string; type: number };
}

/**
 * Opens a session for a member whose credentials were just proven (login, register) and builds the
 * login answer. `password` is the plain password of this request: only used to spot the default one.
 */
export async function startSession(ctx: AppContext, member: MemberRow, password: string, ip: string | null): Promise<LoginValue> {
  const firstTimeLogin = await recordLogin(ctx.db, member.id, ip, isoNow());
  const token = await ctx.sessions.open(member, { firstTimeLogin, ip });
  return {
    token,
    firstTimeLogin,
    passwordExpired: await isPasswordExpired(ctx, member, password),
    user: { id: member.id, account: member.account, nickname: member.nickname, type: member.type },
  };
}

/** Only under the password policy (whitelabel PWDEXPFORCECHANGE3): the default password, or too old. */
async function isPasswordExpired(ctx: AppContext, member: MemberRow, password: string): Promise<boolean> {
  const whitelabel = await readSetting(ctx.db, member.merchant_id, 'whitelabel');
  if (!whitelabel.PWDEXPFORCECHANGE3) return false;
  return password === DEFAULT_PASSWORD || Date.now() - Date.parse(member.password_changed_at) > PASSWORD_MAX_AGE_MS;
}
