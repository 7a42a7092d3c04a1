import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/**
 * A customer-service chat (migration 0026-live-chat): its URL token and its browser key are stored
 * only as SHA-256; the member who opened it (null for a guest); the desk; the ticket number the first
 * message gets.
 */
export interface LiveChatTable {
  id: Generated<number>;
  token_hash: string;
  key_hash: string;
  merchant_id: number;
  member_id: number | null;
  model_code: string;
  /** MY, EN or CN: the language the page and its acknowledgements are written in. */
  language: string;
  ticket_no: string | null;
  created_at: IsoTime;
  expires_at: IsoTime;
}

/** One line of a chat: `visitor` (the member or guest) or `desk` (the automatic acknowledgement). */
export interface LiveChatMessageTable {
  id: Generated<number>;
  chat_id: number;
  sender: string;
  body: string;
  created_at: IsoTime;
}
