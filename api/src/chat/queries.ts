import type { Kysely } from 'kysely';
import type { Database, IsoTime } from '../db/schema';

type Db = Kysely<Database>;

export interface NewChat {
  tokenHash: string;
  keyHash: string;
  merchantId: number;
  memberId: number | null;
  modelCode: string;
  language: string;
  now: IsoTime;
  expiresAt: IsoTime;
}

export async function insertChat(db: Db, chat: NewChat): Promise<void> {
  await db
    .insertInto('live_chat')
    .values({
      token_hash: chat.tokenHash,
      key_hash: chat.keyHash,
      merchant_id: chat.merchantId,
      member_id: chat.memberId,
      model_code: chat.modelCode,
      language: chat.language,
      ticket_no: null,
      created_at: chat.now,
      expires_at: chat.expiresAt,
    })
    .execute();
}

export function findChatByToken(db: Db, tokenHash: string) {
  return db.selectFrom('live_chat').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function listChatMessages(db: Db, chatId: number) {
  return db.selectFrom('live_chat_message').select(['id', 'sender', 'body', 'created_at']).where('chat_id', '=', chatId).orderBy('id', 'asc').execute();
}

export async function insertChatMessage(db: Db, chatId: number, sender: 'visitor' | 'desk', body: string, now: IsoTime): Promise<void> {
  await db.insertInto('live_chat_message').values({ chat_id: chatId, sender, body, created_at: now }).execute();
}

/** Gives the chat its ticket number once (the first message); answers the number it has. */
export async function ensureTicketNo(db: Db, chatId: number, ticketNo: string): Promise<string> {
  await db.updateTable('live_chat').set({ ticket_no: ticketNo }).where('id', '=', chatId).where('ticket_no', 'is', null).execute();
  const row = await db.selectFrom('live_chat').select('ticket_no').where('id', '=', chatId).executeTakeFirstOrThrow();
  return row.ticket_no ?? ticketNo;
}
