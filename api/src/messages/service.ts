import type { Kysely } from 'kysely';
import type { EventTicket, MemberMessage, MemberMessagePage, StreamNotification, UnreadCount } from '@portal/shared/contracts';
import { newToken, sha256Hex } from '../crypto/token';
import type { Database, MemberEventRow, MemberMessageRow } from '../db/schema';
import { isoIn, isoNow } from '../db/time';
import { ApiError, notFound } from '../http/api-error';
import type { Language } from '../http/messages';
import type { NotificationEventData } from './notify';
import { publishUnread } from './notify';
import { countMessages, countUnread, insertTicket, markRead, pageOfMessages, useTicket } from './queries';
import { parseParams, renderContent, renderTitle } from './texts';

type Db = Kysely<Database>;

export const TICKET_TTL_MS = 60_000;

export function toMessageItem(row: MemberMessageRow, language: Language): MemberMessage {
  return {
    id: row.id,
    title: renderTitle(language, row.type, row.title, parseParams(row.params).variant),
    content: renderContent(language, row.type, row.title, row.content, parseParams(row.params)),
    type: row.type,
    createdAt: row.created_at,
    read: row.read_at !== null,
  };
}

export async function listMessages(db: Db, memberId: number, pageNo: number, pageSize: number, language: Language): Promise<MemberMessagePage> {
  const [total, rows] = await Promise.all([countMessages(db, memberId), pageOfMessages(db, memberId, (pageNo - 1) * pageSize, pageSize)]);
  return {
    content: rows.map((row) => toMessageItem(row, language)),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    totalElements: total,
  };
}

/** Marks the member's message read and answers the unread count after; 404 for anyone else's. */
export async function readMessage(db: Db, memberId: number, messageId: number): Promise<UnreadCount> {
  return db.transaction().execute(async (trx) => {
    const before = await countUnread(trx, memberId);
    if (!(await markRead(trx, memberId, messageId, isoNow()))) throw notFound();
    const count = await countUnread(trx, memberId);
    // Other tabs and devices of the member see the badge change.
    if (count !== before) await publishUnread(trx, memberId);
    return { count };
  });
}

export async function openTicket(db: Db, memberId: number, sessionId: number, language: Language): Promise<EventTicket> {
  const ticket = newToken();
  const now = Date.now();
  await insertTicket(db, {
    ticketHash: sha256Hex(ticket),
    memberId,
    sessionId,
    language,
    expiresAt: isoIn(TICKET_TTL_MS, now),
    createdAt: new Date(now).toISOString(),
  });
  return { ticket };
}

export function ticketInvalid(): ApiError {
  return new ApiError(401, 'events.ticket.invalid', 'events.ticket.invalid');
}

export async function redeemTicket(db: Db, ticket: string) {
  const used = await useTicket(db, sha256Hex(ticket), isoNow());
  if (!used) throw ticketInvalid();
  return used;
}

/**
 * The outbox rows sent as they are stored, besides `notification`: `balance`, `unread`; `lottery`, one
 * of the member's draws was settled (api/src/lottery, LotteryStreamEvent); `counts`, the red dots after
 * a reward was issued or claimed (api/src/promotions, RedDotCounts); `funds`, one of the member's
 * deposit or withdrawal orders changed status (api/src/funds, FundsStreamEvent).
 */
const RELAYED = new Set(['balance', 'unread', 'lottery', 'counts', 'funds']);

/** One SSE frame of an outbox row, in the stream's language; null for a row of an unknown type. */
export function frameOf(row: MemberEventRow, language: Language): string | null {
  let data: unknown;
  try {
    data = JSON.parse(row.data);
  } catch {
    return null;
  }
  if (row.type === 'notification') {
    const n = data as NotificationEventData;
    const notification: StreamNotification = { type: n.type, title: renderTitle(language, n.type, n.title, n.variant), amount: n.amount, at: n.at };
    data = notification;
  } else if (!RELAYED.has(row.type)) {
    return null;
  }
  return sseFrame(row.type, data, row.id);
}

export function sseFrame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
