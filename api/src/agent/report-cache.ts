import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TeamWindow } from './periods';

/*
 * The team reports that need every member of a big team (the P&L and betting lists, ordered by a
 * sum; the distinct active members of a window) are computed once and kept with the window's
 * fingerprint: the agent's `team_day.changes` summed over the window. Every write below the agent
 * adds to it in the write's transaction, so an answer is reused only while nothing of its window
 * moved, on any instance: never stale, and a busy team's report is recomputed when it changed.
 * Requests that arrive while the same report is being computed wait for that computation.
 */

type Db = Kysely<Database>;

/** Kept per instance; the oldest computed goes first. A report of 10,000 members is ~1 MB. */
const MAX_ENTRIES = 64;

interface Entry {
  fingerprint: string;
  value: Promise<unknown>;
}

/** Per database handle: two databases (tests) may have the same agent ids and fingerprints. */
const caches = new WeakMap<Db, Map<string, Entry>>();

/** What changed below the agent in the window, as one comparable text. */
export async function windowFingerprint(db: Db, agentId: number, window: TeamWindow): Promise<string> {
  const row = await db
    .selectFrom('team_day')
    .select([sql<number | string>`coalesce(sum(changes), 0)`.as('changes'), sql<number | string>`count(*)`.as('days')])
    .where('agent_id', '=', agentId)
    .where('day', '>=', window.from)
    .where('day', '<=', window.to)
    .executeTakeFirstOrThrow();
  return `${row.changes}/${row.days}`;
}

/**
 * The value of `compute` for `key` (which must name the agent, the report, the window and every
 * filter), reused while the window's fingerprint is unchanged.
 */
export async function cachedForWindow<T>(db: Db, agentId: number, window: TeamWindow, key: string, compute: () => Promise<T>): Promise<T> {
  const fingerprint = await windowFingerprint(db, agentId, window);
  let entries = caches.get(db);
  if (!entries) caches.set(db, (entries = new Map()));
  const found = entries.get(key);
  if (found && found.fingerprint === fingerprint) return found.value as Promise<T>;
  const value = compute();
  entries.delete(key);
  entries.set(key, { fingerprint, value });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  // A failed computation is not kept: the next request tries again.
  value.catch(() => {
    if (entries?.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
