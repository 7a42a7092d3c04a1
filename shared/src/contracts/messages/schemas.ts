// The member's messages (spec §2 messageV2), the unread count and the live event stream (spec §4).
import { Type, type Static } from '@sinclair/typebox';
import { Codes, PageOf, PagingFields } from '../common/schemas';
import { MESSAGE_TYPES, NOTIFICATION_TYPES } from './constants';


export const NotificationType = Codes(NOTIFICATION_TYPES);
export type NotificationType = Static<typeof NotificationType>;

export const MessageType = Codes(MESSAGE_TYPES);
export type MessageType = Static<typeof MessageType>;

/** A message, in the language of the request. */
export const MemberMessage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Plain text. */
  content: Type.String(),
  /** A `MessageType`; a message of a type this contract does not know reads as a `newMessage`. */
  type: Type.String(),
  createdAt: Type.String(),
  read: Type.Boolean(),
});
export type MemberMessage = Static<typeof MemberMessage>;

export const MemberMessagesQuery = Type.Object(PagingFields);
export type MemberMessagesQuery = Static<typeof MemberMessagesQuery>;

/** Newest first. */
export const MemberMessagePage = PageOf(MemberMessage, { pageSize: Type.Integer() });
export type MemberMessagePage = Static<typeof MemberMessagePage>;

export const MessageIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type MessageIdParams = Static<typeof MessageIdParams>;

/** The member's unread messages. */
export const UnreadCount = Type.Object({ count: Type.Integer() });
export type UnreadCount = Static<typeof UnreadCount>;

/** A single-use ticket (60 s) that opens the event stream: EventSource sends no headers of ours. */
export const EventTicket = Type.Object({ ticket: Type.String() });
export type EventTicket = Static<typeof EventTicket>;

/* The event stream (`GET /wps/member/events`, server-sent events; not a JSON call of the table). Its
 * `unread` event carries an `UnreadCount`. */

export const EventStreamQuery = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 128 }),
  /** The last event id a reopened stream saw (a new EventSource cannot send the Last-Event-ID header). */
  lastEventId: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type EventStreamQuery = Static<typeof EventStreamQuery>;

/** The `notification` event: its title in the stream's language; `amount` in minor units when about money. */
export const StreamNotification = Type.Object({
  type: NotificationType,
  title: Type.String(),
  amount: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  at: Type.String(),
});
export type StreamNotification = Static<typeof StreamNotification>;

/** The `balance` event: the MAIN wallet's balance, minor units. */
export const StreamBalance = Type.Object({ balance: Type.Integer() });
export type StreamBalance = Static<typeof StreamBalance>;
