import {
  MINIMUM_AGE,
  PROFILE_FIELDS,
  PROFILE_TEXT_FIELDS,
  siteDay,
  type BindEmailBody,
  type BindMobileBody,
  type LoginHistoryPage,
  type LoginHistoryQuery,
  type MemberProfile,
  type ProfileUpdateBody,
} from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { isoNow } from '../db/time';
import { notLoggedIn, validationFailed } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { onZaloBound } from '../promotions';
import { sessionHistory, type ActiveSession } from '../session';
import { checkCode, mobileExists, normalizeEmail, normalizePhone } from '../verification';
import { findMemberById, findMemberByMobile, readProfileFields, updateMember, writeProfileFields } from './queries';

/*
 * The security centre: the member's profile with its bound contacts masked, edits of the
 * free fields, binding a mobile number or e-mail address through a code sent there, and the login
 * history read from the member's sessions.
 */

const MASK = '•';
const NICKNAME_MAX = 20;
const TEXT_MAX = 100;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * E.164 country codes are prefix-free: 1 and 7 are one digit, these are two, every other is three.
 * That is enough to split a stored number (digits only) back into country code and national number.
 */
const TWO_DIGIT_COUNTRY_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(' '),
);

function countryCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return TWO_DIGIT_COUNTRY_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

/** `959420000001` → `95 94•••••001`: the country code, then the national number's first 2 and last 3 digits. */
export function maskMobile(mobile: string): string {
  const split = countryCodeLength(mobile);
  const national = mobile.slice(split);
  const masked =
    national.length >= 7
      ? national.slice(0, 2) + MASK.repeat(national.length - 5) + national.slice(-3)
      : MASK.repeat(Math.max(national.length - 2, 1)) + national.slice(-2);
  return `${mobile.slice(0, split)} ${masked}`;
}

/** `demo@example.com` → `de•••@example.com`: the length of the name part is not shown. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = [...email.slice(0, Math.max(at, 0))];
  return `${local.slice(0, local.length > 2 ? 2 : 1).join('')}${MASK.repeat(3)}${email.slice(at)}`;
}

/** `Demo Player` → `D••• P•••••`: the first letter of each word. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const chars = [...word];
      return (chars[0] ?? '') + MASK.repeat(Math.max(chars.length - 1, 1));
    })
    .join(' ');
}

export async function readProfile(ctx: AppContext, memberId: number): Promise<MemberProfile> {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) throw notLoggedIn();
  const fields = await readProfileFields(ctx.db, memberId);
  return {
    account: member.account,
    nickname: member.nickname,
    mobile: member.mobile ? maskMobile(member.mobile) : null,
    email: member.email ? maskEmail(member.email) : null,
    payeeName: member.payee_name ? maskName(member.payee_name) : null,
    birthday: fields.birthday ?? null,
    ...(Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, fields[field] ?? null])) as Record<(typeof PROFILE_TEXT_FIELDS)[number], string | null>),
  };
}

/** Line breaks, tabs and other control characters have no place in a one-line profile field. */
const isControlChar = (char: string) => char.charCodeAt(0) < 0x20 || char === '\u007f';

function textOf(field: string, value: string, max: number, messageKey: 'profile.nickname' | 'profile.text'): string {
  const text = value.trim();
  if ([...text].length > max) throw validationFailed(field, messageKey);
  if ([...text].some(isControlChar)) throw validationFailed(field, 'validation.format');
  return text;
}

/** A real calendar day `yyyy-MM-dd` at least MINIMUM_AGE years before today (site calendar). */
function checkBirthday(value: string): string {
  const match = DATE_PATTERN.exec(value);
  if (!match) throw validationFailed('birthday', 'validation.date');
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) throw validationFailed('birthday', 'validation.date');
  const today = siteDay();
  const latest = `${String(Number(today.slice(0, 4)) - MINIMUM_AGE).padStart(4, '0')}${today.slice(4)}`;
  if (value > latest) throw validationFailed('birthday', 'profile.birthday.adult');
  return value;
}

/**
 * Changes the fields given (an empty string clears a free field; the nickname cannot be empty) and
 * answers the profile. Fields outside PROFILE_FIELDS (account, mobile, email, payeeName, …) are
 * refused by name: bindings change only through a code.
 */
export async function updateProfile(ctx: AppContext, session: ActiveSession, body: ProfileUpdateBody): Promise<MemberProfile> {
  const unknown = Object.keys(body).find((key) => !(PROFILE_FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) throw validationFailed(unknown, 'profile.field.unknown');
  let nickname: string | undefined;
  if (body.nickname !== undefined) {
    nickname = textOf('nickname', body.nickname, NICKNAME_MAX, 'profile.nickname');
    if (nickname === '') throw validationFailed('nickname', 'profile.nickname');
  }
  const fields: Record<string, string | null> = {};
  if (body.birthday !== undefined) {
    const birthday = body.birthday.trim();
    fields.birthday = birthday === '' ? null : checkBirthday(birthday);
  }
  for (const field of PROFILE_TEXT_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    const text = textOf(field, value, TEXT_MAX, 'profile.text');
    fields[field] = text === '' ? null : text;
  }
  const memberId = session.member.id;
  await ctx.db.transaction().execute(async (trx) => {
    const now = isoNow();
    if (nickname !== undefined) await updateMember(trx, memberId, { nickname });
    await writeProfileFields(trx, memberId, fields, now);
    // A Zalo contact saved: the Zalo-binding bonus (once per member).
    if (fields.zalo) await onZaloBound(trx, { id: memberId, merchantId: session.member.merchant_id }, now);
  });
  return readProfile(ctx, memberId);
}

/**
 * Binds (or replaces) the member's number with the code of /wps/verification/sms/bind. A number of
 * another member is `mobile.exists`, checked before the code so a refused request does not use it up.
 */
export async function bindMobile(ctx: AppContext, caller: Caller, session: ActiveSession, body: BindMobileBody): Promise<MemberProfile> {
  const memberId = session.member.id;
  const mobile = normalizePhone(body.countryDialingCode, body.mobileNum);
  const owner = await findMemberByMobile(ctx.db, caller.merchant.id, mobile);
  if (owner && owner.id !== memberId) throw mobileExists();
  await checkCode(ctx, caller.merchant.id, 'bind-mobile', mobile, body.verificationCode, 'verificationCode');
  try {
    await updateMember(ctx.db, memberId, { mobile, mobile_verified_at: isoNow() });
  } catch (error) {
    // Another member bound it between the check and here: the unique index decides.
    if (isUniqueViolation(error)) throw mobileExists();
    throw error;
  }
  return readProfile(ctx, memberId);
}

/** Binds (or replaces) the member's e-mail address with the code of /wps/verification/email/bind. */
export async function bindEmail(ctx: AppContext, caller: Caller, session: ActiveSession, body: BindEmailBody): Promise<MemberProfile> {
  const email = normalizeEmail(body.email);
  await checkCode(ctx, caller.merchant.id, 'bind-email', email, body.verificationCode, 'verificationCode');
  await updateMember(ctx.db, session.member.id, { email });
  return readProfile(ctx, session.member.id);
}

/** The member's sessions, newest first; `current` marks the one making this call. */
export async function loginHistory(ctx: AppContext, session: ActiveSession, query: LoginHistoryQuery): Promise<LoginHistoryPage> {
  const { pageNo, pageSize } = query;
  const { rows, total } = await sessionHistory(ctx.db, session.member.id, pageSize, (pageNo - 1) * pageSize);
  return {
    content: rows.map((row) => ({ at: row.created_at, ip: row.ip, current: row.id === session.sessionId })),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    totalElements: total,
  };
}
