/*
 * Reads a server-sent event stream over real HTTP, as EventSource would: frames are parsed into
 * { id, event, data } and handed out in order; comments (`: keepalive`) are kept apart.
 */

export interface SseFrame {
  id: string | null;
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The next frame, or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseFrame>;
  /** Frames until one matches; the others are returned too. */
  until(match: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame[]>;
  /** Resolves once `count` comments reading `text` have come (a keepalive), or rejects after `timeoutMs`. */
  commentsSeen(text: string, count: number, timeoutMs?: number): Promise<void>;
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const frames: SseFrame[] = [];
  const comments: string[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  const wake = () => waiters.splice(0).forEach((w) => w());

  const parse = (block: string) => {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    let any = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        comments.push(line.slice(1).trim());
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else continue;
      any = true;
    }
    if (any && data.length > 0) frames.push({ id, event, data: JSON.parse(data.join('\n')) });
  };

  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          parse(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
        wake();
      }
    } catch {
      // aborted by close()
    } finally {
      wake();
    }
  })();

  /** Waits, woken by each read from the stream, until `ready()`; `timeoutMs` bounds a stream that stays silent. */
  async function arrived(ready: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} in time`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async function next(timeoutMs = 5000): Promise<SseFrame> {
    await arrived(() => frames.length > 0, timeoutMs, 'SSE frame');
    return frames.shift()!;
  }

  return {
    status: response.status,
    headers: response.headers,
    next,
    async until(match, timeoutMs = 5000) {
      const seen: SseFrame[] = [];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frame = await next(Math.max(1, deadline - Date.now()));
        seen.push(frame);
        if (match(frame)) return seen;
      }
    },
    commentsSeen(text, count, timeoutMs = 5000) {
      return arrived(() => comments.filter((comment) => comment === text).length >= count, timeoutMs, `${count} "${text}" comments`);
    },
    comments,
    ended,
    close: () => abort.abort(),
  };
}

/**
 * The member's event stream as the shell opens it (a ticket on the session, then the stream), read past
 * its opening unread count and balance: what comes next is what happened after it opened.
 */
export async function memberStream(baseUrl: string, token: string): Promise<SseStream> {
  const ticket = await fetch(`${baseUrl}/wps/member/events/ticket`, { method: 'POST', headers: { Authorization: token, Language: 'EN' } });
  const { value } = (await ticket.json()) as { value: { ticket: string } };
  const stream = await openSse(`${baseUrl}/wps/member/events?ticket=${encodeURIComponent(value.ticket)}`);
  await stream.until((frame) => frame.event === 'balance');
  return stream;
}

/** The `funds` events of one order up to the one with `status` (other orders' events are skipped). */
export async function orderEvents(stream: SseStream, orderNo: string, status: string): Promise<unknown[]> {
  const mine = (frame: SseFrame) => frame.event === 'funds' && (frame.data as { orderNo?: string }).orderNo === orderNo;
  const frames = await stream.until((frame) => mine(frame) && (frame.data as { status?: string }).status === status);
  return frames.filter(mine).map((frame) => frame.data);
}
