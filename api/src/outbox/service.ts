import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { insertOutbox, listOutbox } from './queries';

/*
 * The outbox: every SMS and e-mail the platform sends. There is no gateway behind it yet, so a message
 * is stored (ops read it with GET /wps/admin/outbox, tests and the e2e suite too) and written to the
 * server log at info level, where the demo reads its codes:
 *   outbox sms to 959420000001: code 123456
 */

export type OutboxChannel = 'sms' | 'email';

export interface OutgoingMessage {
  merchantId: number;
  memberId?: number | null;
  channel: OutboxChannel;
  /** A normalized mobile number (digits) or a lower-cased e-mail address. */
  to: string;
  subject?: string | null;
  body: string;
  /** The code (or temporary password) the message carries, for ops and the log. */
  code?: string | null;
}

export async function sendMessage(db: Kysely<Database>, log: FastifyBaseLogger, message: OutgoingMessage): Promise<void> {
  await insertOutbox(db, {
    merchant_id: message.merchantId,
    member_id: message.memberId ?? null,
    channel: message.channel,
    recipient: message.to,
    subject: message.subject ?? null,
    body: message.body,
    code: message.code ?? null,
    created_at: isoNow(),
  });
  const what = message.code ? `code ${message.code}` : (message.subject ?? message.body);
  log.info({ outbox: { channel: message.channel, to: message.to } }, `outbox ${message.channel} to ${message.to}: ${what}`);
}

export interface OutboxEntry {
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
  createdAt: string;
}

/** How many messages the ops call answers at most. */
export const OUTBOX_PAGE = 100;

/** `to` as ops type it: an e-mail address (any case) or a number with or without spaces and `+`. */
export function normalizeRecipient(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/\D/g, '');
}

export async function outboxFor(db: Kysely<Database>, merchantId: number, to: string | undefined): Promise<OutboxEntry[]> {
  const rows = await listOutbox(db, merchantId, to === undefined ? null : normalizeRecipient(to), OUTBOX_PAGE);
  return rows.map((row) => ({ channel: row.channel, to: row.recipient, subject: row.subject, body: row.body, code: row.code, createdAt: row.created_at }));
}
