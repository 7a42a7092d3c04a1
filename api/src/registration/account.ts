import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database, IsoTime, MemberRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { isoNow } from '../db/time';
import { ApiError } from '../http/api-error';
import { countLinkRegistration, normalizeAffiliateCode, placeInTree } from '../agent';
import { insertMemberRow, memberByMobile, type NewMemberInput } from '../member';
import { onMemberRegistered } from '../promotions';
import { linkReferral } from '../referral';
import { DEFAULT_PASSWORD } from '../session';
import { mobileExists } from '../verification';
import { openWallet } from '../wallet';

type Db = Kysely<Database>;

export const accountExists = () => new ApiError(400, 'member.account.exists', 'member.account.exists', { field: 'username' });

/**
 * A member, its profile and its empty wallet, together or not at all. The default password marks the
 * account for a forced change (passwordExpired under the password policy). `alongside` runs in the
 * same transaction once the member exists (a one-click identity bound to it): it fails, nothing is made.
 */
export async function createMember(
  ctx: Pick<AppContext, 'db' | 'passwords'>,
  input: NewMemberInput,
  accountTaken: () => ApiError = accountExists,
  alongside?: (trx: Db, member: MemberRow) => Promise<void>,
): Promise<MemberRow> {
  const passwordHash = input.passwordHash ?? (await ctx.passwords.hash(input.password ?? ''));
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const member = await addMember(trx, { ...input, passwordHash });
      if (alongside) await alongside(trx, member);
      return member;
    });
  } catch (error) {
    // The existence checks and the insert are not atomic: a parallel registration of the same name or
    // number loses here, on the unique index, and gets the same answer as if it had been checked first.
    if (!isUniqueViolation(error)) throw error;
    if (input.mobile && (await memberByMobile(ctx.db, input.merchantId, input.mobile))) throw mobileExists();
    throw accountTaken();
  }
}

/**
 * Writes a member, its profile fields, its empty MAIN wallet and its place in the downline tree (under
 * `parentId`) in the caller's transaction (a registration, the demo seed). The password is already
 * hashed; the plain one, when given, only marks the default password for a forced change.
 */
export async function addMember(trx: Db, input: NewMemberInput & { passwordHash: string }, now: IsoTime = isoNow()): Promise<MemberRow> {
  const member = await insertMemberRow(
    trx,
    { ...input, affiliateCode: input.affiliateCode ? normalizeAffiliateCode(input.affiliateCode) : null, passwordMustChange: input.password === DEFAULT_PASSWORD },
    now,
  );
  await openWallet(trx, member.id, now);
  await placeInTree(trx, member.id, member.parent_id, now);
  if (input.inviteLinkId) await countLinkRegistration(trx, input.inviteLinkId);
  if (input.selfRegistered) await onMemberRegistered(trx, { id: member.id, merchantId: member.merchant_id }, now);
  // A friend's code (checked before the account was made): the referrer is linked with the account (api/src/referral).
  if (input.selfRegistered && input.profile?.referralCode) await linkReferral(trx, member, input.profile.referralCode, now);
  return member;
}

