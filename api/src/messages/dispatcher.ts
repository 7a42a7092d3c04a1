import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, MemberEventRow } from '../db/schema';
import { deleteEventsBefore, eventIdsAfter, eventsSince, latestEventId } from './queries';

/*
 * The event dispatcher: polls the `member_event` outbox and hands new rows to the open streams of
 * their member. Reading committed rows (rather than an in-process bus) is what makes a rolled-back
 * transaction push nothing, and lets several API instances on one database each serve their own
 * streams.
 *
 * On PostgreSQL, ids are taken at insert but become visible at commit, so a row may appear after a
 * higher id was already read: every id skipped over is remembered as a gap and looked for again for
 * GAP_TTL_MS (a rolled-back insert leaves a gap forever; it is then forgotten). The same holds at start:
 * the first cursor is the latest committed id, and the ids missing below it (the last MAX_GAP) are gaps
 * too, so an instance that (re)starts while another's transaction holds a lower id still delivers it
 * (a stream resuming there with Last-Event-ID would otherwise never get it).
 *
 * Several instances: each has its own dispatcher and cursor and reads the same rows; nothing is taken
 * off the table, so every instance sees every event and hands it to its own streams once (the cursor
 * and the gaps never yield a row twice). On PostgreSQL a commit that wrote events NOTIFYs every
 * instance (listen.ts), which calls `poll()` at once; the timer's poll is then only the safety net.
 */

export interface EventSink {
  memberId: number;
  deliver(row: MemberEventRow): void;
}

export interface EventDispatcher {
  /** Begins polling (idempotent). */
  start(): void;
  /** Stops polling and waits for a poll in flight; open streams are ended first (see `subscribe`). */
  stop(): Promise<void>;
  subscribe(sink: EventSink, onShutdown: () => void): () => void;
  /**
   * One poll now (start-up, a NOTIFY, tests). Called during a poll, it polls once more after it (the
   * rows that woke it may have committed after that poll read), and resolves after that one.
   */
  poll(): Promise<void>;
  /** Open streams, for tests and ops. */
  readonly size: number;
  /**
   * Resolves once at most `count` streams are open. A client that goes away is forgotten when the
   * server sees its socket close, some time after the client let go: this is the moment to wait for.
   */
  whenOpenAtMost(count: number): Promise<void>;
}

export interface DispatcherOptions {
  /** The timer's poll (500 ms); on PostgreSQL, where NOTIFY wakes the dispatcher, a slow safety net. */
  pollMs?: number;
  /** How long events stay for a reconnect's Last-Event-ID. */
  retentionMs?: number;
  log?: FastifyBaseLogger;
}

const GAP_TTL_MS = 30_000;
const MAX_GAP = 1_000;
const BATCH = 500;
const CLEANUP_EVERY_MS = 10 * 60_000;

export function createEventDispatcher(db: Kysely<Database>, options: DispatcherOptions = {}): EventDispatcher {
  const pollMs = options.pollMs ?? 500;
  const retentionMs = options.retentionMs ?? 24 * 3600_000;
  const sinks = new Map<number, Set<{ sink: EventSink; onShutdown: () => void }>>();
  const gaps = new Map<number, number>();
  let cursor: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let lastCleanup = 0;
  const openWaiters = new Set<{ count: number; resolve: () => void }>();

  function openCount(): number {
    let n = 0;
    for (const set of sinks.values()) n += set.size;
    return n;
  }

  function settleOpenWaiters(): void {
    const open = openCount();
    for (const waiter of openWaiters) {
      if (open > waiter.count) continue;
      openWaiters.delete(waiter);
      waiter.resolve();
    }
  }

  function deliver(row: MemberEventRow): void {
    const set = sinks.get(row.member_id);
    if (!set) return;
    for (const { sink } of set) {
      try {
        sink.deliver(row);
      } catch (error) {
        options.log?.warn({ err: error }, 'event stream delivery failed');
      }
    }
  }

  async function pollOnce(): Promise<void> {
    const now = Date.now();
    if (cursor === null) {
      const latest = await latestEventId(db);
      const present = new Set(await eventIdsAfter(db, latest - MAX_GAP));
      for (let id = Math.max(1, latest - MAX_GAP + 1); id < latest; id += 1) if (!present.has(id)) gaps.set(id, now);
      cursor = latest;
      return;
    }
    for (const [id, seenAt] of gaps) if (now - seenAt > GAP_TTL_MS) gaps.delete(id);
    for (;;) {
      const rows = await eventsSince(db, cursor, [...gaps.keys()], BATCH);
      for (const row of rows) {
        if (gaps.delete(row.id)) {
          deliver(row);
          continue;
        }
        if (row.id <= cursor) continue;
        if (row.id - cursor - 1 <= MAX_GAP) for (let id = cursor + 1; id < row.id; id += 1) gaps.set(id, now);
        cursor = row.id;
        deliver(row);
      }
      if (rows.length < BATCH) break;
    }
    if (now - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = now;
      await deleteEventsBefore(db, new Date(now - retentionMs).toISOString());
    }
  }

  function poll(): Promise<void> {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      do {
        again = false;
        await pollOnce().catch((error: unknown) => options.log?.error({ err: error }, 'event dispatcher poll failed'));
      } while (again);
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function schedule(): void {
    if (!running) return;
    timer = setTimeout(() => {
      void poll().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      void poll().finally(schedule);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      for (const set of sinks.values()) for (const entry of [...set]) entry.onShutdown();
      sinks.clear();
      settleOpenWaiters();
      if (inFlight) await inFlight;
    },
    subscribe(sink, onShutdown) {
      const entry = { sink, onShutdown };
      let set = sinks.get(sink.memberId);
      if (!set) sinks.set(sink.memberId, (set = new Set()));
      set.add(entry);
      return () => {
        const current = sinks.get(sink.memberId);
        if (!current) return;
        current.delete(entry);
        if (current.size === 0) sinks.delete(sink.memberId);
        settleOpenWaiters();
      };
    },
    poll,
    get size() {
      return openCount();
    },
    whenOpenAtMost(count) {
      return new Promise<void>((resolve) => {
        openWaiters.add({ count, resolve });
        settleOpenWaiters();
      });
    },
  };
}
