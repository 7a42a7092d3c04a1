import type { Kysely } from 'kysely';
import type { Database, IsoTime, MemberRow, NewMember } from '../db/schema';

type Db = Kysely<Database>;

export async function findMemberByAccount(db: Db, merchantId: number, account: string): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('merchant_id', '=', merchantId).where('account', '=', account).executeTakeFirst();
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
