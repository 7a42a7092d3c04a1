// Message calls (spec §2 messageV2, §4): the list, reading one, the unread count, the stream's ticket.
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/** `CSP_unreadCount`: the member's unread messages (the header's red count). */
export const CSP_unreadCount = {
  method: 'GET', path: '/wps/relay/CSP_unreadCount', auth: true, roles: FORMAL_ACCOUNTS, answer: 'UnreadCount',
} as const satisfies EndpointSpec;

/** The member's messages, newest first. */
export const memberMessages = {
  method: 'GET', path: '/wps/member/messages', auth: true, roles: FORMAL_ACCOUNTS, query: 'MemberMessagesQuery', answer: 'MemberMessagePage',
} as const satisfies EndpointSpec;

/** Marks one read; answers the unread count after (other tabs hear it on the live `unread` event). */
export const readMessage = {
  method: 'PUT', path: '/wps/member/messages/:id/read', auth: true, roles: FORMAL_ACCOUNTS, params: 'MessageIdParams', answer: 'UnreadCount',
} as const satisfies EndpointSpec;

/** A ticket for `GET /wps/member/events?ticket=` (the event stream: `notification`, `unread`, `balance`). */
export const eventTicket = {
  method: 'POST', path: '/wps/member/events/ticket', auth: true, roles: FORMAL_ACCOUNTS, answer: 'EventTicket',
} as const satisfies EndpointSpec;
