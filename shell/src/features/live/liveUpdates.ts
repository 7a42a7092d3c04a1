import { NOTIFICATION_TYPES, type NotificationType } from './notificationTypes';
import { eventStreamUrl, fetchEventTicket, fetchUnreadCount } from './api';
import { shellWriter } from '../../app/shellWriter';

/*
 * The server push of issue 5: while a member (not a trial account, spec §6) is logged in, one event
 * stream brings notifications (spec §4 types), the balance after money moved and the unread count, so
 * the header and the member centre follow without a reload. EventSource reconnects by itself, but our
 * ticket is single use: on an error the stream is closed and reopened with a new ticket, backing off.
 */

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 30_000;

export interface LiveConnection {
  close(): void;
}

function parse(event: MessageEvent<string>): Record<string, unknown> | null {
  try {
    const data: unknown = JSON.parse(event.data);
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function connectLiveUpdates(openStream: (url: string) => EventSource = (url) => new EventSource(url)): LiveConnection {
  let closed = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = RETRY_MIN_MS;
  let lastEventId = '';
  // Remembers where the stream got to, so a reopened one resumes there.
  const read = (event: Event) => {
    const message = event as MessageEvent<string>;
    if (message.lastEventId) lastEventId = message.lastEventId;
    return parse(message);
  };

  const retry = () => {
    source?.close();
    source = null;
    if (closed) return;
    timer = setTimeout(open, delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  async function open() {
    let ticket: string;
    try {
      ticket = await fetchEventTicket();
    } catch {
      retry();
      return;
    }
    if (closed) return;
    source = openStream(eventStreamUrl(ticket, lastEventId));
    source.onopen = () => {
      delay = RETRY_MIN_MS;
    };
    source.onerror = retry;
    source.addEventListener('notification', (event) => {
      const data = read(event);
      const type = data?.type as NotificationType | undefined;
      if (!data || !type || !NOTIFICATION_TYPES.includes(type)) return;
      shellWriter.notify({
        type,
        title: typeof data.title === 'string' ? data.title : undefined,
        amount: typeof data.amount === 'number' ? data.amount : undefined,
        at: typeof data.at === 'string' ? data.at : new Date().toISOString(),
      });
    });
    source.addEventListener('balance', (event) => {
      const balance = read(event)?.balance;
      if (typeof balance === 'number') shellWriter.setBalance({ balance, loading: false });
    });
    source.addEventListener('unread', (event) => {
      const count = read(event)?.count;
      if (typeof count === 'number') shellWriter.setCounts({ unreadMessages: count });
    });
  }

  void open();
  fetchUnreadCount().then(
    (count) => !closed && shellWriter.setCounts({ unreadMessages: count }),
    () => undefined,
  );

  return {
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
    },
  };
}
