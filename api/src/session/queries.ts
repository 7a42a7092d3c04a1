import type { Kysely } from 'kysely';
import type { Database, IsoTime, MemberRow } from '../db/schema';

export interface NewSession {
  tokenHash: string;
  memberId: number;
  firstTimeLogin: boolean;
  ip: string | null;
  createdAt: IsoTime;
  expiresAt: IsoTime;
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db
    .insertInto('session_token')
    .values({
      token_hash: session.tokenHash,
      member_id: session.memberId,
      first_time_login: session.firstTimeLogin ? 1 : 0,
      ip: session.ip,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked: 0,
    })
    .execute();
}

export interface LiveSessionRow {
  session_id: number;
  expires_at: IsoTime;
  session_first_time_login: number;
  member: MemberRow;
}

/** The session for a token hash if it is neither revoked nor expired, with its member. */
export async function findLiveSession(db: Kysely<Database>, tokenHash: string, now: IsoTime): Promise<LiveSessionRow | undefined> {
  const row = await db
    .selectFrom('session_token as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .selectAll('m')
    .select(['s.id as session_id', 's.expires_at as session_expires_at', 's.first_time_login as session_first_time_login'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked', '=', 0)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_expires_at, session_first_time_login, ...member } = row;
  return { session_id, expires_at: session_expires_at, session_first_time_login, member };
}

export async function extendSession(db: Kysely<Database>, sessionId: number, expiresAt: IsoTime): Promise<void> {
  await db.updateTable('session_token').set({ expires_at: expiresAt }).where('id', '=', sessionId).where('revoked', '=', 0).execute();
}

export async function revokeSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.updateTable('session_token').set({ revoked: 1 }).where('id', '=', sessionId).execute();
}

/** Housekeeping on login: a member's dead sessions are of no further use. */
export async function deleteDeadSessions(db: Kysely<Database>, memberId: number, now: IsoTime): Promise<void> {
  await db
    .deleteFrom('session_token')
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked', '=', 1)]))
    .execute();
}
