import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { Kysely } from 'kysely';
import {
  REMOTE_NAMES,
  type CanaryCohort,
  type ReleaseAction,
  type ReleaseRecord,
  type RemoteName,
  type RemoteRollout,
} from '@portal/shared/contracts';
import type { Database, RemoteRolloutTable } from '../db/schema';
import { isEntryAllowed } from './release';

/*
 * The registry: the file (REMOTES_REGISTRY) is the embedded default, the `remote_rollout` rows win.
 * A remote without a row serves the file's entry as stable; the first ops change writes its row, and
 * from then on the row is what every instance serves (read per request: a change reaches them all at
 * once). Every change writes a `remote_release` record in the same transaction.
 */

type Db = Kysely<Database>;
type RolloutRow = RemoteRolloutTable;

export interface Build {
  version: string;
  entry: string;
}

/** What the file says, by remote; unknown keys and malformed entries are left out. */
export interface FileRegistry {
  /** False when the file does not exist (then only rows are served; with none, /remotes.json is a 404). */
  exists: boolean;
  /** Null when the file is there but not valid JSON. */
  remotes: Partial<Record<string, Build>> | null;
}

export async function readFileRegistry(file: string): Promise<FileRegistry> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { exists: false, remotes: {} };
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { exists: true, remotes: null };
  }
  const remotes: Partial<Record<string, Build>> = {};
  if (json && typeof json === 'object') {
    for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
      const v = value as Partial<Build> | null;
      // An entry in a form the API would refuse from ops is not served either (it would go into the page's CSP).
      if (v && typeof v.entry === 'string' && typeof v.version === 'string' && isEntryAllowed(v.entry, { loopbackHttp: true })) remotes[name] = { entry: v.entry, version: v.version };
    }
  }
  return { exists: true, remotes };
}

export const defaultEntry = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

export interface Rollout {
  remote: string;
  stable: Build;
  canary: (Build & { percent: number; cohort: CanaryCohort; rolloutId: string; startedAt: string }) | null;
}

export function rolloutOfRow(row: RolloutRow): Rollout {
  const canary =
    row.canary_version && row.canary_entry && row.canary_rollout_id
      ? {
          version: row.canary_version,
          entry: row.canary_entry,
          percent: row.canary_percent ?? 0,
          cohort: parseCohort(row.canary_cohort),
          rolloutId: row.canary_rollout_id,
          startedAt: row.canary_started_at ?? row.updated_at,
        }
      : null;
  return { remote: row.remote, stable: { version: row.stable_version, entry: row.stable_entry }, canary };
}

function parseCohort(text: string | null): CanaryCohort {
  if (!text) return {};
  try {
    return JSON.parse(text) as CanaryCohort;
  } catch {
    return {};
  }
}

/** Every remote's rollout now: the rows, and the file's entries of remotes without one (file order first). */
export async function currentRollouts(db: Db, file: FileRegistry): Promise<Rollout[]> {
  const rows = await db.selectFrom('remote_rollout').selectAll().execute();
  const byRemote = new Map(rows.map((row) => [row.remote, rolloutOfRow(row)]));
  const out: Rollout[] = [];
  for (const [remote, build] of Object.entries(file.remotes ?? {})) {
    if (!build) continue;
    out.push(byRemote.get(remote) ?? { remote, stable: build, canary: null });
    byRemote.delete(remote);
  }
  return [...out, ...byRemote.values()];
}

/** The remote's rollout from its row (null: ops never changed it, the file serves it). */
export async function rolloutOf(db: Db, remote: string): Promise<Rollout | null> {
  const row = await db.selectFrom('remote_rollout').selectAll().where('remote', '=', remote).executeTakeFirst();
  return row ? rolloutOfRow(row) : null;
}

/**
 * The versions of `remote` ops or the health rule withdrew (ROLLBACK, AUTO_ROLLBACK: the build moved
 * away from) at or after `since` (ISO): an override pinning one of them, made before, ends.
 */
export async function withdrawnSince(db: Db, remote: string, since: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('remote_release')
    .select('from_version')
    .where('remote', '=', remote)
    .where('action', 'in', ['ROLLBACK', 'AUTO_ROLLBACK'])
    .where('at', '>=', since)
    .execute();
  return new Set(rows.flatMap((row) => (row.from_version ? [row.from_version] : [])));
}

export function toContractRollout(rollout: Rollout): RemoteRollout {
  const { canary } = rollout;
  return {
    remote: rollout.remote as RemoteName,
    stable: { ...rollout.stable },
    canary: canary ? { version: canary.version, entry: canary.entry, percent: canary.percent, cohort: canary.cohort, startedAt: canary.startedAt } : null,
  };
}

export interface Change {
  actor: string;
  reason: string;
}

interface RecordInput extends Change {
  remote: string;
  action: ReleaseAction;
  track: 'stable' | 'canary';
  from: Build | null;
  to: Build | null;
  percent: number | null;
  at: string;
}

async function record(db: Db, input: RecordInput): Promise<void> {
  await db
    .insertInto('remote_release')
    .values({
      remote: input.remote,
      action: input.action,
      track: input.track,
      from_version: input.from?.version ?? null,
      from_entry: input.from?.entry ?? null,
      to_version: input.to?.version ?? null,
      to_entry: input.to?.entry ?? null,
      percent: input.percent,
      actor: input.actor,
      reason: input.reason,
      at: input.at,
    })
    .execute();
}

/** The remote's row, written from the file's entry first when it has none (the first ops change). */
async function rowFor(db: Db, remote: string, file: FileRegistry, now: string): Promise<RolloutRow | null> {
  const existing = await db.selectFrom('remote_rollout').selectAll().where('remote', '=', remote).executeTakeFirst();
  if (existing) return existing;
  const build = file.remotes?.[remote];
  if (!build) return null;
  await db
    .insertInto('remote_rollout')
    .values({ remote, stable_version: build.version, stable_entry: build.entry, canary_version: null, canary_entry: null, canary_percent: null, canary_cohort: null, canary_rollout_id: null, canary_started_at: null, updated_at: now })
    .onConflict((oc) => oc.column('remote').doNothing())
    .execute();
  return (await db.selectFrom('remote_rollout').selectAll().where('remote', '=', remote).executeTakeFirst()) ?? null;
}

const NO_CANARY = { canary_version: null, canary_entry: null, canary_percent: null, canary_cohort: null, canary_rollout_id: null, canary_started_at: null } as const;

export class DeliveryRuleError extends Error {
  constructor(readonly code: 'delivery.canary.none' | 'delivery.rollback.none' | 'delivery.stable.none') {
    super(code);
  }
}

/** Sets the stable build (a running canary keeps running). A remote in neither file nor rows starts here. */
export async function setStable(db: Db, file: FileRegistry, remote: string, to: Build, change: Change, now: Date): Promise<Rollout> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await rowFor(trx, remote, file, at);
    if (!row) {
      await trx.insertInto('remote_rollout').values({ remote, stable_version: to.version, stable_entry: to.entry, ...NO_CANARY, updated_at: at }).execute();
    } else {
      await trx.updateTable('remote_rollout').set({ stable_version: to.version, stable_entry: to.entry, updated_at: at }).where('remote', '=', remote).execute();
    }
    const from = row ? { version: row.stable_version, entry: row.stable_entry } : null;
    await record(trx, { remote, action: 'SET', track: 'stable', from, to, percent: null, at, ...change });
    return reread(trx, remote);
  });
}

/** Starts a canary with a new rollout id (a running one is replaced: its visitors are reshuffled). */
export async function startCanary(db: Db, file: FileRegistry, remote: string, to: Build, percent: number, cohort: CanaryCohort, change: Change, now: Date): Promise<Rollout> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await rowFor(trx, remote, file, at);
    // A canary needs a stable build to fall back to; a remote the file does not know starts with a set.
    if (!row) throw new DeliveryRuleError('delivery.stable.none');
    await trx
      .updateTable('remote_rollout')
      .set({
        canary_version: to.version,
        canary_entry: to.entry,
        canary_percent: percent,
        canary_cohort: JSON.stringify(cohort),
        canary_rollout_id: randomBytes(8).toString('hex'),
        canary_started_at: at,
        updated_at: at,
      })
      .where('remote', '=', remote)
      .execute();
    await record(trx, { remote, action: 'CANARY', track: 'canary', from: { version: row.stable_version, entry: row.stable_entry }, to, percent, at, ...change });
    return reread(trx, remote);
  });
}

/** Widens (or narrows) the running canary; the rollout id stays, so its visitors stay in while it widens. */
export async function widenCanary(db: Db, remote: string, percent: number, cohort: CanaryCohort | undefined, change: Change, now: Date): Promise<Rollout> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('remote_rollout').selectAll().where('remote', '=', remote).executeTakeFirst();
    const canary = row ? rolloutOfRow(row).canary : null;
    if (!row || !canary) throw new DeliveryRuleError('delivery.canary.none');
    await trx
      .updateTable('remote_rollout')
      .set({ canary_percent: percent, ...(cohort ? { canary_cohort: JSON.stringify(cohort) } : {}), updated_at: at })
      .where('remote', '=', remote)
      .execute();
    const build = { version: canary.version, entry: canary.entry };
    await record(trx, { remote, action: 'WIDEN', track: 'canary', from: build, to: build, percent, at, ...change });
    return reread(trx, remote);
  });
}

/** The canary becomes the stable build. */
export async function promoteCanary(db: Db, remote: string, change: Change, now: Date): Promise<Rollout> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('remote_rollout').selectAll().where('remote', '=', remote).executeTakeFirst();
    const canary = row ? rolloutOfRow(row).canary : null;
    if (!row || !canary) throw new DeliveryRuleError('delivery.canary.none');
    await trx.updateTable('remote_rollout').set({ stable_version: canary.version, stable_entry: canary.entry, ...NO_CANARY, updated_at: at }).where('remote', '=', remote).execute();
    const to = { version: canary.version, entry: canary.entry };
    await record(trx, { remote, action: 'PROMOTE', track: 'stable', from: { version: row.stable_version, entry: row.stable_entry }, to, percent: 100, at, ...change });
    return reread(trx, remote);
  });
}

/**
 * Drops a canary (by ops: ROLLBACK; by the health rule: AUTO_ROLLBACK). Only the canary of this
 * rollout id: two instances judging the same batch drop it once, and a newer canary is not touched.
 * False when it was not running any more.
 */
export async function dropCanary(db: Db, remote: string, rolloutId: string, action: 'ROLLBACK' | 'AUTO_ROLLBACK', change: Change, now: Date): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('remote_rollout').selectAll().where('remote', '=', remote).where('canary_rollout_id', '=', rolloutId).executeTakeFirst();
    const canary = row ? rolloutOfRow(row).canary : null;
    if (!row || !canary) return false;
    const dropped = await trx.updateTable('remote_rollout').set({ ...NO_CANARY, updated_at: at }).where('remote', '=', remote).where('canary_rollout_id', '=', rolloutId).executeTakeFirst();
    if (Number(dropped.numUpdatedRows) !== 1) return false;
    const stable = { version: row.stable_version, entry: row.stable_entry };
    await record(trx, { remote, action, track: 'canary', from: { version: canary.version, entry: canary.entry }, to: stable, percent: 0, at, ...change });
    return true;
  });
}

/**
 * Ops' rollback: drops a running canary; with none, the stable build goes back to the one before. The
 * stable builds form a stack in the history: SET and PROMOTE push (the first one pushes the file's
 * build it replaced first), a stable ROLLBACK pops; the build before is the one under the top.
 */
export async function rollback(db: Db, remote: string, change: Change, now: Date): Promise<Rollout> {
  const row = await db.selectFrom('remote_rollout').selectAll().where('remote', '=', remote).executeTakeFirst();
  const canary = row ? rolloutOfRow(row).canary : null;
  if (row && canary) {
    await dropCanary(db, remote, canary.rolloutId, 'ROLLBACK', change, now);
    return reread(db, remote);
  }
  if (!row) throw new DeliveryRuleError('delivery.rollback.none');
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const records = await trx.selectFrom('remote_release').selectAll().where('remote', '=', remote).where('track', '=', 'stable').orderBy('id').execute();
    const stack: Build[] = [];
    for (const r of records) {
      if (r.action === 'ROLLBACK') {
        stack.pop();
        continue;
      }
      if (stack.length === 0 && r.from_version && r.from_entry) stack.push({ version: r.from_version, entry: r.from_entry });
      if (r.to_version && r.to_entry) stack.push({ version: r.to_version, entry: r.to_entry });
    }
    const previous = stack[stack.length - 2];
    if (!previous) throw new DeliveryRuleError('delivery.rollback.none');
    const updated = await trx
      .updateTable('remote_rollout')
      .set({ stable_version: previous.version, stable_entry: previous.entry, updated_at: at })
      .where('remote', '=', remote)
      .where('stable_version', '=', row.stable_version)
      .where('canary_rollout_id', 'is', null)
      .executeTakeFirst();
    // Someone changed it meanwhile: nothing to roll back from what this call saw.
    if (Number(updated.numUpdatedRows) !== 1) throw new DeliveryRuleError('delivery.rollback.none');
    await record(trx, { remote, action: 'ROLLBACK', track: 'stable', from: { version: row.stable_version, entry: row.stable_entry }, to: previous, percent: null, at, ...change });
    return reread(trx, remote);
  });
}

async function reread(db: Db, remote: string): Promise<Rollout> {
  return rolloutOfRow(await db.selectFrom('remote_rollout').selectAll().where('remote', '=', remote).executeTakeFirstOrThrow());
}

/** The history, newest first. */
export async function history(db: Db, remote: string | undefined, limit: number): Promise<ReleaseRecord[]> {
  let query = db.selectFrom('remote_release').selectAll().orderBy('id', 'desc').limit(limit);
  if (remote) query = query.where('remote', '=', remote);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    remote: r.remote as RemoteName,
    action: r.action as ReleaseAction,
    fromVersion: r.from_version,
    toVersion: r.to_version,
    percent: r.percent,
    actor: r.actor,
    reason: r.reason,
    at: r.at,
  }));
}

export const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);
