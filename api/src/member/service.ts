import type { AppContext } from '../context';
import type { MerchantRow, MemberRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { isoNow } from '../db/time';
import { ApiError, validationFailed } from '../http/api-error';
import { verifyCaptcha } from '../captcha/service';
import { startSession, type LoginValue } from '../session/start-session';
import type { ActiveSession } from '../session/session-store';
import { CURRENCY, CURRENCY_SYMBOL } from '../wallet/currency';
import { insertWallet } from '../wallet/queries';
import { MEMBER_TYPE, normalizeAccount } from './member-types';
import { findMemberByAccount, insertMember } from './queries';
import type { RegisterBody } from './schemas';

const accountExists = () => new ApiError(400, 'member.account.exists', 'member.account.exists', { field: 'username' });

/** Spec §4 registration, server side: rules, captcha, uniqueness, then the member is logged in. */
export async function register(ctx: AppContext, merchant: MerchantRow, body: RegisterBody, ip: string | null): Promise<LoginValue> {
  if (body.confirmPassword !== body.password) throw validationFailed('confirmPassword', 'validation.confirmPassword');
  await verifyCaptcha(ctx.db, body.captcha, body.captchaKey);
  const account = normalizeAccount(body.username);
  if (await findMemberByAccount(ctx.db, merchant.id, account)) throw accountExists();
  const member = await createMember(ctx, {
    merchantId: merchant.id,
    account,
    nickname: body.username.trim(),
    type: MEMBER_TYPE.member,
    passwordHash: await ctx.passwords.hash(body.password),
  });
  return startSession(ctx, member, body.password, ip);
}

export interface NewMemberInput {
  merchantId: number;
  account: string;
  nickname: string;
  type: number;
  passwordHash: string;
}

/** A member and its empty wallet, together or not at all. */
export async function createMember(ctx: Pick<AppContext, 'db'>, input: NewMemberInput): Promise<MemberRow> {
  const now = isoNow();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const member = await insertMember(trx, {
        merchant_id: input.merchantId,
        account: input.account,
        nickname: input.nickname,
        type: input.type,
        password_hash: input.passwordHash,
        first_time_login: 1,
        password_changed_at: now,
        created_at: now,
      });
      await insertWallet(trx, member.id, CURRENCY, now);
      return member;
    });
  } catch (error) {
    // The existence check and the insert are not atomic: a parallel register of the same name
    // loses here, on the unique index, and gets the same answer as if it had been checked first.
    if (isUniqueViolation(error)) throw accountExists();
    throw error;
  }
}

export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  type: number;
  firstTimeLogin: boolean;
  currencySymbol: string;
  currency: string;
  /** No VIP programme is configured yet: every member is level 0. */
  vip: { level: number; enabled: boolean };
}

export function memberInfo(session: ActiveSession): MemberInfo {
  const { member } = session;
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    firstTimeLogin: session.firstTimeLogin,
    currencySymbol: CURRENCY_SYMBOL,
    currency: CURRENCY,
    vip: { level: 0, enabled: false },
  };
}
