import type { Generated } from 'kysely';
import type { Flag, IsoTime } from './common';

/* Messages and live updates (api/src/messages). */

/* Messages and live updates (api/src/messages). */

export interface MemberMessageTable {
  id: Generated<number>;
  member_id: number;
  /** A notification type (spec §4) or `welcome`; the text is rendered from it on read, in the request's language. */
  type: string;
  /** Free text from the back office (type `newMessage`); null: rendered from the type and params. */
  title: string | null;
  content: string | null;
  /** JSON: the values the text is rendered with (`{ amount }`). */
  params: Generated<string>;
  created_at: IsoTime;
  read_at: IsoTime | null;
}

/** The outbox of live events: written in the transaction of what caused them, pushed by the dispatcher. */
export interface MemberEventTable {
  id: Generated<number>;
  member_id: number;
  /** notification | balance | unread */
  type: string;
  /** JSON of the event's data. */
  data: string;
  created_at: IsoTime;
}

/** A single-use ticket that opens an event stream (EventSource sends no Authorization header). */
export interface MemberEventTicketTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the ticket. */
  ticket_hash: string;
  member_id: number;
  /** The session that asked for it: the stream ends when that session does. */
  session_id: number;
  /** The language the stream's notification titles are rendered in. */
  language: string;
  used: Generated<Flag>;
  expires_at: IsoTime;
  created_at: IsoTime;
}
