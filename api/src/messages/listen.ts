import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';

/*
 * PostgreSQL only: the instance's one LISTEN connection. A commit that wrote `member_event` rows
 * NOTIFYs the channel (a trigger of migration 0010, in the writing transaction: a rollback notifies
 * nobody), and every instance listening wakes its dispatcher, which reads the new rows from the table.
 * The notice carries nothing: the table stays the source of truth.
 *
 * The connection is a pg Client of its own (a pooled one would be handed to other queries). When it
 * drops (the database restarts, a proxy cuts it), it is opened again with a growing delay, and the
 * dispatcher is woken once it listens again: what committed while nobody listened is read then (and
 * the dispatcher's slow timer would find it anyway).
 */

export const EVENT_CHANNEL = 'member_event';
/** How the connection shows in pg_stat_activity (ops, and the tests that cut it). */
export const LISTENER_APPLICATION_NAME = 'portal-events';
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 10_000;

export interface EventListener {
  /** Connects and listens (resolves once listening, or once the first try failed and a retry is set). */
  start(): Promise<void>;
  /** Ends the connection; no reconnect after this. */
  stop(): Promise<void>;
}

export function createEventListener(connectionString: string, wake: () => void, log?: FastifyBaseLogger): EventListener {
  let client: Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  function reconnectLater(): void {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void start();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const next = new Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    let lost = false;
    const drop = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      if (stopped) return;
      log?.warn({ err: error }, 'event listener lost its connection; reconnecting');
      reconnectLater();
    };
    // Without an 'error' listener a dropped connection would throw out of the process.
    next.on('error', drop);
    next.on('end', () => drop());
    next.on('notification', () => wake());
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENT_CHANNEL}`);
    } catch (error) {
      drop(error);
      return;
    }
    if (lost) return;
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    wake();
  }

  /** One connection attempt at a time; stop() waits for it. */
  let connecting: Promise<void> | null = null;
  function start(): Promise<void> {
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    start,
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await connecting;
      const current = client;
      client = null;
      if (current) await current.end().catch(() => undefined);
    },
  };
}
