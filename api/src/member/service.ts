import { CURRENCY, CURRENCY_SYMBOL, type MemberInfo, type MemberLanguageBody, type MemberType } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { Kysely, Updateable } from 'kysely';
import type { Database, IsoTime, MemberRow, MemberTable } from '../db/schema';
import type { ActiveSession } from '../session';
import { normalizeAccount } from './member-types';
import { findMemberByAccount, findMemberByAffiliateCode, findMemberById, findMemberByMobile, insertMember, insertProfileFields, recordLogin, updateMember } from './queries';

type Db = Kysely<Database>;

export interface NewMemberInput {
  merchantId: number;
  account: string;
  nickname: string;
  type: number;
  /** The plain password (hashed here) or, for callers that hashed already, its hash. */
  password?: string;
  passwordHash?: string;
  /** False: an account of a one-click identity, whose hash is of a secret nobody knows (no password yet). */
  passwordSet?: boolean;
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
  /** The member registered itself (a register form): the register bonus runs with the account. */
  selfRegistered?: boolean;
  /** An agent opened the account (agent/opening.ts): promotions may exclude it. */
  openedByAgent?: boolean;
  /** The number was proven by an SMS code. */
  mobileVerified?: boolean;
  /** The browser the account was made from (`Device-Id`). */
  deviceId?: string | null;
}

/**
 * The member's own rows, its columns and profile fields, in the caller's transaction: the part of a
 * new account this domain owns (registration adds the wallet, the tree and the hooks). The password is
 * hashed and the invitation code normalized already.
 */
export async function insertMemberRow(trx: Db, input: NewMemberInput & { passwordHash: string; passwordMustChange: boolean }, now: IsoTime): Promise<MemberRow> {
  const member = await insertMember(trx, {
    merchant_id: input.merchantId,
    account: input.account,
    nickname: input.nickname,
    type: input.type,
    password_hash: input.passwordHash,
    first_time_login: 1,
    password_changed_at: now,
    password_must_change: input.passwordMustChange ? 1 : 0,
    password_set: input.passwordSet === false ? 0 : 1,
    created_at: now,
    mobile: input.mobile ?? null,
    email: input.email ?? null,
    payee_name: input.payeeName ?? null,
    payment_password_hash: input.paymentPasswordHash ?? null,
    parent_id: input.parentId ?? null,
    affiliate_code: input.affiliateCode ?? null,
    language: input.language ?? null,
    origin: input.selfRegistered ? 'SELF' : input.openedByAgent ? 'AGENT' : 'OTHER',
    mobile_verified_at: input.mobile && input.mobileVerified ? now : null,
    device_id: input.deviceId ?? null,
  });
  await insertProfileFields(trx, member.id, input.profile ?? {}, now);
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
    passwordSet: member.password_set !== 0,
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
