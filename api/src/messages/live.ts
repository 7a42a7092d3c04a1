import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createEventDispatcher, type EventDispatcher } from './dispatcher';
import { createEventListener } from './listen';

/** SQLite is one instance: the dispatcher's own timer is the only wake-up, so it reads often. */
const SQLITE_POLL_MS = 500;
/** On PostgreSQL each commit's NOTIFY wakes the dispatcher; its timer is only a safety net. */
const POSTGRES_POLL_MS = 5_000;

/**
 * Live updates of this instance: the dispatcher reads the member_event outbox while the server runs
 * and writes to this instance's open streams. On PostgreSQL every commit that wrote events NOTIFYs all
 * instances, and this instance's listener wakes its dispatcher. Closing ends the open event streams
 * first (they would hold the server open), then stops reading, before the database closes.
 */
export function registerLiveUpdates(app: FastifyInstance, ctx: AppContext): EventDispatcher {
  const postgres = ctx.dialect === 'postgres';
  const events = createEventDispatcher(ctx.db, { log: app.log, pollMs: ctx.config.eventPollMs ?? (postgres ? POSTGRES_POLL_MS : SQLITE_POLL_MS) });
  const listener = postgres ? createEventListener(ctx.config.databaseUrl, () => void events.poll(), app.log) : null;
  app.addHook('onReady', async () => {
    events.start();
    await listener?.start();
  });
  app.addHook('preClose', async () => {
    await listener?.stop();
    await events.stop();
  });
  return events;
}
