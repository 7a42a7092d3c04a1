import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/*
 * Scheduled jobs run once across instances. Every instance ticks on its own timer; before a tick runs a
 * job it claims the tick's slot (its time in whole intervals) by inserting the `job_tick` row. The
 * primary key lets exactly one insert per job and slot through (on PostgreSQL a second insert of the
 * same key waits for the first to commit and then does nothing), so however many instances tick within
 * one interval, one runs the job. A slot with nobody alive to claim it is simply not run; the jobs work
 * from the state of the rows, so the next slot catches up. A run that outlasts its interval may overlap
 * the next slot's run on another instance: the jobs' own conditional updates keep that safe.
 */

/** How long after an interval's boundary its tick fires. */
const TICK_MARGIN_MS = 20;

/** Slots kept per job (older rows are deleted as new ones are claimed). */
const KEEP_SLOTS = 100;

/** True when this caller claimed `job`'s slot containing `now` (one caller per slot across instances). */
export async function claimJobTick(db: Kysely<Database>, job: string, now: Date, intervalMs: number): Promise<boolean> {
  const slot = Math.floor(now.getTime() / intervalMs);
  const inserted = await db
    .insertInto('job_tick')
    .values({ job, slot, claimed_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await db.deleteFrom('job_tick').where('job', '=', job).where('slot', '<', slot - KEEP_SLOTS).execute();
  return true;
}

/**
 * A scheduled job on this instance: `run` at every whole `intervalMs` of the clock from the server's
 * onReady (and at once, with `runAtStart`), never two runs of it at a time, stopped in preClose and
 * awaited before the database closes. `run` claims its tick itself (claimJobTick) when it must run once across instances.
 */
export function scheduleJob(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  run: () => Promise<Record<string, number> | null>,
  options: { runAtStart?: boolean } = {},
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .then((report) => {
        if (report && Object.values(report).some((count) => count > 0)) app.log.info({ [name]: report }, `${name} jobs`);
      })
      .catch((error: unknown) => {
        if (!stopped) app.log.error({ err: error }, `${name} jobs failed`);
      })
      .finally(() => {
        running = null;
      });
  };
  // Each tick falls a little after a whole interval of the clock (the slot claimJobTick counts), not at
  // the start time plus whole intervals: work due at a round time (a 1-minute draw at :00) runs then,
  // not up to an interval later. The margin keeps a timer that fires a hair early inside its slot.
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        tick();
        schedule();
      },
      intervalMs - (Date.now() % intervalMs) + TICK_MARGIN_MS,
    );
    // The jobs never keep the process alive on their own.
    timer.unref();
  };
  app.addHook('onReady', async () => {
    if (timer || stopped) return;
    schedule();
    if (options.runAtStart) tick();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    await running;
  });
}

/**
 * Where an incremental job of this instance starts reading (missions, referral): null for a full
 * sweep (the first run of the process, then every `fullEveryMs`), otherwise the previous claimed run's
 * time less `overlapMs`, for rows whose transaction committed after that run read. Kept in memory: a
 * restart starts with a full sweep, and an instance that did not claim a slot reads from its own last
 * run, so a row is always seen by the next run of some instance.
 */
export function incrementalCursor(overlapMs = 5 * 60_000, fullEveryMs = 60 * 60_000) {
  let lastRun: Date | null = null;
  let lastFull: Date | null = null;
  let nextIsFull = true;
  return {
    since(now: Date): Date | null {
      nextIsFull = !lastRun || !lastFull || now.getTime() - lastFull.getTime() >= fullEveryMs;
      return nextIsFull || !lastRun ? null : new Date(lastRun.getTime() - overlapMs);
    },
    /** The run that `since(now)` was asked for finished. */
    ran(now: Date): void {
      lastRun = now;
      if (nextIsFull) lastFull = now;
    },
  };
}
