import type { Kysely } from 'kysely';
import type { Updateable } from 'kysely';
import type { Database, IsoTime, MemberRow, MemberTable, NewMember } from '../db/schema';

type Db = Kysely<Database>;

export async function findMemberByAccount(db: Db, merchantId: number, account: string): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('merchant_id', '=', merchantId).where('account', '=', account).executeTakeFirst();
}

export async function findMemberById(db: Db, memberId: number): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('id', '=', memberId).executeTakeFirst();
}

/** `mobile` normalized (verification/phone.ts). */
export async function findMemberByMobile(db: Db, merchantId: number, mobile: string): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('merchant_id', '=', merchantId).where('mobile', '=', mobile).executeTakeFirst();
}

/** An agent by invitation code (stored upper-case). */
export async function findMemberByAffiliateCode(db: Db, merchantId: number, code: string): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('merchant_id', '=', merchantId).where('affiliate_code', '=', code).executeTakeFirst();
}

export async function updateMember(db: Db, memberId: number, changes: Updateable<MemberTable>): Promise<void> {
  await db.updateTable('member').set(changes).where('id', '=', memberId).execute();
}

/** Registration fields without a column of their own. */
export async function insertProfileFields(db: Db, memberId: number, fields: Record<string, string>, now: IsoTime): Promise<void> {
  const rows = Object.entries(fields).map(([field, value]) => ({ member_id: memberId, field, value, updated_at: now }));
  if (rows.length > 0) await db.insertInto('member_profile').values(rows).execute();
}

export async function insertMember(db: Db, member: NewMember): Promise<MemberRow> {
  return db.insertInto('member').values(member).returningAll().executeTakeFirstOrThrow();
}

/**
 * Records a successful login. Returns whether it was the member's first: the flag is cleared by a
 * conditional update, so of two simultaneous first logins exactly one reports firstTimeLogin.
 */
export async function recordLogin(db: Db, memberId: number, ip: string | null, now: IsoTime): Promise<boolean> {
  const first = await db
    .updateTable('member')
    .set({ first_time_login: 0 })
    .where('id', '=', memberId)
    .where('first_time_login', '=', 1)
    .executeTakeFirst();
  await db.updateTable('member').set({ last_login_at: now, last_login_ip: ip }).where('id', '=', memberId).execute();
  return Number(first.numUpdatedRows) === 1;
}

/** A member's profile fields (member_profile) as field → value. */
export async function readProfileFields(db: Db, memberId: number): Promise<Record<string, string>> {
  const rows = await db.selectFrom('member_profile').select(['field', 'value']).where('member_id', '=', memberId).execute();
  return Object.fromEntries(rows.map((row) => [row.field, row.value]));
}

/** Sets (a string) or clears (null) profile fields, one row per field. */
export async function writeProfileFields(db: Db, memberId: number, fields: Record<string, string | null>, now: IsoTime): Promise<void> {
  for (const [field, value] of Object.entries(fields)) {
    if (value === null) {
      await db.deleteFrom('member_profile').where('member_id', '=', memberId).where('field', '=', field).execute();
    } else {
      await db
        .insertInto('member_profile')
        .values({ member_id: memberId, field, value, updated_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'field']).doUpdateSet({ value, updated_at: now }))
        .execute();
    }
  }
}
