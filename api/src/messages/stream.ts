import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, MemberEventRow } from '../db/schema';
import type { Language } from '../http/messages';
import type { EventDispatcher } from './dispatcher';
import { countUnread, latestEventId, mainBalance, memberEventsSince } from './queries';
import { frameOf, sseFrame } from './service';

export const KEEPALIVE_MS = 25_000;
const REPLAY_LIMIT = 500;
/** Ids of sent rows remembered against repeats (the dispatcher and the replay may both hand one over). */
const SENT_MEMORY = 2_000;

export interface StreamOwner {
  memberId: number;
  language: Language;
  /**
   * Whether the session that asked for the stream is still live (a logout, an expiry or the member's
   * session limit ends it); asked at each keepalive, so a stream outlives its session by one at most.
   */
  sessionIsLive(): Promise<boolean>;
}

/**
 * Serves one member's event stream on the raw response (the reply is hijacked: SSE never ends on its
 * own). Order on open: subscribe (buffering), replay what came after Last-Event-ID, send the current
 * unread count and balance (no id), then flush the buffer, so nothing falls between replay and live.
 */
export async function serveStream(
  db: Kysely<Database>,
  events: EventDispatcher,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: StreamOwner,
  lastEventId: number | null,
  keepaliveMs: number = KEEPALIVE_MS,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.flushHeaders();

  let closed = false;
  // Rows up to `baseline` were replayed (or predate the stream); later ones are sent once each, in
  // the order they arrive: on PostgreSQL a row may commit after a higher id was sent, and still goes.
  let baseline = Number.MAX_SAFE_INTEGER;
  const sent = new Set<number>();
  let buffer: MemberEventRow[] | null = [];
  let keepalive: NodeJS.Timeout | null = null;

  const write = (text: string) => {
    if (!closed) raw.write(text);
  };
  const send = (row: MemberEventRow) => {
    if (row.id <= baseline || sent.has(row.id)) return;
    sent.add(row.id);
    if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value as number);
    const frame = frameOf(row, owner.language);
    if (frame) write(frame);
  };
  const unsubscribe = events.subscribe(
    {
      memberId: owner.memberId,
      deliver(row) {
        if (buffer) buffer.push(row);
        else send(row);
      },
    },
    () => close(),
  );
  function close(): void {
    if (closed) return;
    closed = true;
    if (keepalive) clearInterval(keepalive);
    unsubscribe();
    raw.end();
  }
  // The response closes when the client goes away (or after our own end).
  raw.on('close', close);

  try {
    write('retry: 3000\n\n');
    if (lastEventId !== null) {
      baseline = lastEventId;
      for (const row of await memberEventsSince(db, owner.memberId, lastEventId, REPLAY_LIMIT)) send(row);
    } else {
      baseline = await latestEventId(db);
    }
    write(sseFrame('unread', { count: await countUnread(db, owner.memberId) }));
    const balance = await mainBalance(db, owner.memberId);
    if (balance !== null) write(sseFrame('balance', { balance }));
    const pending = buffer;
    buffer = null;
    for (const row of pending) send(row);
  } catch (error) {
    request.log.error({ err: error }, 'event stream failed to open');
    close();
    return;
  }

  keepalive = setInterval(() => {
    void (async () => {
      // The stream lives as long as the session that asked for it. Ending it is all: the client asks for
      // a new ticket, and that call is refused with the reason (a session limit says so).
      if (!(await owner.sessionIsLive().catch(() => true))) close();
      else write(': keepalive\n\n');
    })();
  }, keepaliveMs);
  keepalive.unref();
}
