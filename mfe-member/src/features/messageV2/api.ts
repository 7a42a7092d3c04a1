import { http } from '@portal/shared';
import type { Paged } from '../common';

export interface MemberMessage {
  id: number | string;
  title: string;
  /** Plain text. */
  content: string;
  type: string;
  createdAt: string;
  read: boolean;
}

export const listMessages = (query: { pageNo: number; pageSize: number }, signal?: AbortSignal) =>
  http.get<Paged<MemberMessage>>('/wps/member/messages', { auth: true, params: query, signal });

/** Marks one read; answers the unread count after (the shell hears it on the live `unread` event too). */
export const markMessageRead = (id: MemberMessage['id']) => http.put<{ count: number }>(`/wps/member/messages/${encodeURIComponent(String(id))}/read`, undefined, { auth: true });
