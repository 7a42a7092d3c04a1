import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, MemberRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { ApiError } from '../http/api-error';

export type Db = Kysely<Database> | Transaction<Database>;

/** 400 `referral.invalid` on the form's `referralCode`: the register popup then shows it to correct or clear. */
export const referralInvalid = () => new ApiError(400, 'referral.invalid', 'referral.invalid', { field: 'referralCode' });

// No 0/O, 1/I/L: a code is read aloud and typed from a screenshot.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export const normalizeReferralCode = (code: string) => code.trim().toUpperCase();

function newCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * The member's code, made the first time it is asked for (one per member: a parallel first read keeps
 * the first row). A clash with another member's code (31^8 codes) is drawn again.
 */
export async function codeOf(db: Kysely<Database>, member: Pick<MemberRow, 'id' | 'merchant_id'>, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await db.selectFrom('member_referral_code').select('code').where('member_id', '=', member.id).executeTakeFirst();
    if (existing) return existing.code;
    try {
      await db
        .insertInto('member_referral_code')
        .values({ merchant_id: member.merchant_id, member_id: member.id, code: newCode(), created_at: now.toISOString() })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`no referral code could be made for member ${member.id}`);
}

/** The member whose code it is, within the merchant. */
export async function referrerByCode(db: Db, merchantId: number, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('member_referral_code')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', normalizeReferralCode(code))
    .executeTakeFirst();
  return row?.member_id;
}

/**
 * A registration's `referralCode`, checked before the account is made (as the affiliate code is): a
 * code that names no member is refused, not dropped, since the link to the referrer decides who is
 * rewarded and cannot be added afterwards. No code: nothing to check.
 */
export async function checkReferralCode(db: Db, merchantId: number, code: string | undefined | null): Promise<void> {
  if (!code || code.trim() === '') return;
  if ((await referrerByCode(db, merchantId, code)) === undefined) throw referralInvalid();
}

/**
 * Links a new member to the member whose code it registered with, in the registration's transaction:
 * once (one referrer per friend, unique) and never to itself (a CHECK as well).
 */
export async function linkReferral(trx: Db, friend: Pick<MemberRow, 'id' | 'merchant_id'>, code: string, at: string): Promise<void> {
  const referrerId = await referrerByCode(trx, friend.merchant_id, code);
  if (referrerId === undefined) throw referralInvalid();
  if (referrerId === friend.id) return;
  await trx
    .insertInto('referral')
    .values({ merchant_id: friend.merchant_id, referrer_id: referrerId, friend_id: friend.id, registered_at: at, bet_rewarded_at: null })
    .onConflict((oc) => oc.column('friend_id').doNothing())
    .execute();
}
