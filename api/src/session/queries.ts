import { sql, type Kysely } from 'kysely';
import type { Database, IsoTime, LoginTicketRow, MemberRow } from '../db/schema';

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
  /** When the session was opened (the session limit counts from it). */
  created_at: IsoTime;
  member: MemberRow;
}

/** The session for a token hash if it is neither revoked nor expired, with its member. */
export async function findLiveSession(db: Kysely<Database>, tokenHash: string, now: IsoTime): Promise<LiveSessionRow | undefined> {
  const row = await db
    .selectFrom('session_token as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .selectAll('m')
    .select(['s.id as session_id', 's.expires_at as session_expires_at', 's.first_time_login as session_first_time_login', 's.created_at as session_created_at'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked', '=', 0)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_expires_at, session_first_time_login, session_created_at, ...member } = row;
  return { session_id, expires_at: session_expires_at, session_first_time_login, created_at: session_created_at, member };
}

/** A session still open (not revoked, not expired) by its id: whose it is and when it was opened. */
export async function findOpenSessionById(db: Kysely<Database>, sessionId: number, now: IsoTime): Promise<{ memberId: number; createdAt: IsoTime } | undefined> {
  const row = await db
    .selectFrom('session_token')
    .select(['member_id', 'created_at'])
    .where('id', '=', sessionId)
    .where('revoked', '=', 0)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { memberId: row.member_id, createdAt: row.created_at };
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

/** Revokes every live session of a member except `keepSessionId` (null: all of them). */
export async function revokeMemberSessions(db: Kysely<Database>, memberId: number, keepSessionId: number | null): Promise<void> {
  let query = db.updateTable('session_token').set({ revoked: 1 }).where('member_id', '=', memberId).where('revoked', '=', 0);
  if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

export async function rememberLoginIp(db: Kysely<Database>, memberId: number, ip: string, now: IsoTime): Promise<void> {
  await db
    .insertInto('member_login_ip')
    .values({ member_id: memberId, ip, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

/** Whether the member ever logged in (from anywhere) and whether from this address. */
export async function loginIpHistory(db: Kysely<Database>, memberId: number, ip: string): Promise<{ any: boolean; known: boolean }> {
  const rows = await db
    .selectFrom('member_login_ip')
    .select('ip')
    .where('member_id', '=', memberId)
    // This address first, if it is there; any other row still tells that there is a history.
    .orderBy(sql`CASE WHEN ip = ${ip} THEN 0 ELSE 1 END`)
    .limit(1)
    .execute();
  return { any: rows.length > 0, known: rows[0]?.ip === ip };
}

export interface NewTicket {
  ticketHash: string;
  memberId: number;
  ip: string;
  passwordDefault: boolean;
  createdAt: IsoTime;
  expiresAt: IsoTime;
}

export async function insertTicket(db: Kysely<Database>, ticket: NewTicket): Promise<void> {
  await db
    .insertInto('login_ticket')
    .values({
      ticket_hash: ticket.ticketHash,
      member_id: ticket.memberId,
      ip: ticket.ip,
      password_default: ticket.passwordDefault ? 1 : 0,
      attempts: 0,
      used: 0,
      expires_at: ticket.expiresAt,
      created_at: ticket.createdAt,
    })
    .execute();
}

/** A ticket that is unused, in time and has tries left. */
export async function findLiveTicket(db: Kysely<Database>, ticketHash: string, maxTries: number, now: IsoTime): Promise<LoginTicketRow | undefined> {
  return db
    .selectFrom('login_ticket')
    .selectAll()
    .where('ticket_hash', '=', ticketHash)
    .where('used', '=', 0)
    .where('attempts', '<', maxTries)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends one try of a live ticket before its answer is compared (bounded however requests race). */
export async function claimTicketTry(db: Kysely<Database>, id: number, maxTries: number, now: IsoTime): Promise<boolean> {
  const result = await db
    .updateTable('login_ticket')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used', '=', 0)
    .where('attempts', '<', maxTries)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a try back when the answer was not wrong, only unusable (no code sent yet, code expired). */
export async function refundTicketTry(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('login_ticket').set((eb) => ({ attempts: eb('attempts', '-', 1) })).where('id', '=', id).where('attempts', '>', 0).execute();
}

export async function useTicket(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.updateTable('login_ticket').set({ used: 1 }).where('id', '=', id).where('used', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteDeadTickets(db: Kysely<Database>, before: IsoTime): Promise<void> {
  await db.deleteFrom('login_ticket').where('expires_at', '<', before).execute();
}

export interface SessionHistoryRow {
  id: number;
  ip: string | null;
  created_at: IsoTime;
}

/** A member's sessions (the login history), newest first, one page of them, and how many there are. */
export async function listMemberSessions(db: Kysely<Database>, memberId: number, limit: number, offset: number): Promise<{ rows: SessionHistoryRow[]; total: number }> {
  const rows = await db
    .selectFrom('session_token')
    .select(['id', 'ip', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await db.selectFrom('session_token').select((eb) => eb.fn.countAll().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
