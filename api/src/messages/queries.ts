import { sql, type Kysely, type Transaction } from 'kysely';
import { CURRENCY } from '@portal/shared/contracts';
import { inParts } from '../db/parts';
import type { Database, IsoTime, MemberEventRow, MemberMessageRow } from '../db/schema';
import { MAIN_WALLET } from '../db/tables/wallet';

export type Db = Kysely<Database> | Transaction<Database>;

export async function insertMessage(
  db: Db,
  row: { memberId: number; type: string; title: string | null; content: string | null; params: string; createdAt: IsoTime },
): Promise<number> {
  const inserted = await db
    .insertInto('member_message')
    .values({ member_id: row.memberId, type: row.type, title: row.title, content: row.content, params: row.params, created_at: row.createdAt, read_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function countUnread(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_message')
    .select(sql<number>`count(*)`.as('n'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countMessages(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('member_message').select(sql<number>`count(*)`.as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function pageOfMessages(db: Db, memberId: number, offset: number, limit: number): Promise<MemberMessageRow[]> {
  return db.selectFrom('member_message').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** Marks one of the member's messages read; false when the member has no such message. */
export async function markRead(db: Db, memberId: number, messageId: number, now: IsoTime): Promise<boolean> {
  const row = await db.selectFrom('member_message').select(['id', 'read_at']).where('id', '=', messageId).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) return false;
  if (row.read_at === null) {
    await db.updateTable('member_message').set({ read_at: now }).where('id', '=', messageId).where('read_at', 'is', null).execute();
  }
  return true;
}

export async function insertEvent(db: Db, memberId: number, type: string, data: unknown, createdAt: IsoTime): Promise<void> {
  await insertEvents(db, type, [{ memberId, data }], createdAt);
}

/** Events of one type for many members, in one statement per part. */
export async function insertEvents(db: Db, type: string, events: readonly { memberId: number; data: unknown }[], createdAt: IsoTime): Promise<void> {
  for (const part of inParts(events)) {
    await db
      .insertInto('member_event')
      .values(part.map((event) => ({ member_id: event.memberId, type, data: JSON.stringify(event.data), created_at: createdAt })))
      .execute();
  }
}

/** The member's MAIN wallet balance (the one the header shows), or null for a member without one. */
export async function mainBalance(db: Db, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('wallet')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('currency', '=', CURRENCY)
    .where('vendor_code', '=', MAIN_WALLET)
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

export async function latestEventId(db: Db): Promise<number> {
  const row = await db.selectFrom('member_event').select(sql<number | null>`max(id)`.as('id')).executeTakeFirstOrThrow();
  return Number(row.id ?? 0);
}

/** The ids of the events after `afterId` (the committed ones), in order. */
export async function eventIdsAfter(db: Db, afterId: number): Promise<number[]> {
  return (await db.selectFrom('member_event').select('id').where('id', '>', afterId).orderBy('id').execute()).map((row) => Number(row.id));
}

/**
 * Events after `afterId` (at most `limit`), plus the ids in `gaps` (rows that may have committed
 * late), oldest first. Two reads, each a range or lookup on the primary key: one read with an OR of
 * the two made PostgreSQL walk the key from the start and filter, a cost that grew with the table
 * on every poll.
 */
export async function eventsSince(db: Db, afterId: number, gaps: readonly number[], limit: number): Promise<MemberEventRow[]> {
  const after = await db.selectFrom('member_event').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
  if (gaps.length === 0) return after;
  const late = await db.selectFrom('member_event').selectAll().where('id', 'in', gaps).execute();
  if (late.length === 0) return after;
  return [...late, ...after].sort((a, b) => Number(a.id) - Number(b.id)).slice(0, limit);
}

export async function memberEventsSince(db: Db, memberId: number, afterId: number, limit: number): Promise<MemberEventRow[]> {
  return db.selectFrom('member_event').selectAll().where('member_id', '=', memberId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

export async function deleteEventsBefore(db: Db, before: IsoTime): Promise<void> {
  await db.deleteFrom('member_event').where('created_at', '<', before).execute();
}

export async function insertTicket(
  db: Db,
  row: { ticketHash: string; memberId: number; sessionId: number; language: string; expiresAt: IsoTime; createdAt: IsoTime },
): Promise<void> {
  await db.deleteFrom('member_event_ticket').where('expires_at', '<', row.createdAt).execute();
  await db
    .insertInto('member_event_ticket')
    .values({
      ticket_hash: row.ticketHash,
      member_id: row.memberId,
      session_id: row.sessionId,
      language: row.language,
      expires_at: row.expiresAt,
      created_at: row.createdAt,
    })
    .execute();
}

/** Uses a ticket up: the check and the write are one statement, so two opens cannot both pass. */
export async function useTicket(db: Db, ticketHash: string, now: IsoTime): Promise<{ memberId: number; sessionId: number; language: string } | null> {
  const result = await db
    .updateTable('member_event_ticket')
    .set({ used: 1 })
    .where('ticket_hash', '=', ticketHash)
    .where('used', '=', 0)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db.selectFrom('member_event_ticket').select(['member_id', 'session_id', 'language']).where('ticket_hash', '=', ticketHash).executeTakeFirstOrThrow();
  return { memberId: row.member_id, sessionId: row.session_id, language: row.language };
}
