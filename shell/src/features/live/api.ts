import { http } from '@portal/shared';

/** `CSP_unreadCount` (T): the member's unread messages. */
export async function fetchUnreadCount(): Promise<number> {
  return (await http.get<{ count: number }>('/wps/relay/CSP_unreadCount', { auth: true })).count;
}

/** A single-use ticket for the event stream: EventSource cannot send the Authorization header. */
export async function fetchEventTicket(): Promise<string> {
  return (await http.post<{ ticket: string }>('/wps/member/events/ticket', undefined, { auth: true })).ticket;
}

/** `lastEventId`: a reopened stream replays what was missed since that event (delivery is at least once). */
export const eventStreamUrl = (ticket: string, lastEventId = '') =>
  `/wps/member/events?ticket=${encodeURIComponent(ticket)}${lastEventId ? `&lastEventId=${encodeURIComponent(lastEventId)}` : ''}`;
