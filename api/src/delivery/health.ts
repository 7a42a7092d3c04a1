import { sql, type Kysely } from 'kysely';
import type { HealthReport, VersionHealth } from '@portal/shared/contracts';
import type { DeliveryRollbackRule } from '../config';
import type { Database } from '../db/schema';
import { loadClaim } from './loadToken';
import { dropCanary, rolloutOfRow } from './registry';

/*
 * Health from the field: the shell's batches of load outcomes, counted per remote, version, minute
 * and outcome (an upsert adds to the count; nothing about the visitor is kept). A report counts only
 * under a load token the server handed out (loadToken.ts), once: its id goes into `remote_load_token`
 * in the transaction that counts it, whose primary key lets one instance count it. After each batch the
 * canaries it touched are judged: over the last `windowMinutes` (and never before the canary started),
 * one with at least `minLoads` loads and a failure rate (non-ok / loads) above `failureRate` is
 * dropped, with an AUTO_ROLLBACK record by `auto` naming the rate and counts.
 */

type Db = Kysely<Database>;
const MINUTE_MS = 60_000;

export function minuteOf(ms: number): string {
  return new Date(Math.floor(ms / MINUTE_MS) * MINUTE_MS).toISOString();
}

/** Outcomes to count: a report the server accepted (one load) or, for the server's own use, a count. */
export interface HealthCount {
  remote: string;
  version: string;
  outcome: string;
  count?: number;
}

/**
 * The reports of a beacon that count, counted: under a valid token (signature, expiry) for the report's
 * remote and version and the beacon's visitor (its cookie), not reported before. The others are
 * dropped without a word (a forger learns nothing). The counted ones, for the judge.
 */
export async function acceptReports(db: Db, key: Buffer, reports: HealthReport[], visitor: string | null, now: Date): Promise<HealthReport[]> {
  if (!visitor) return [];
  const candidates = new Map<string, { report: HealthReport; exp: number }>();
  for (const report of reports) {
    const claim = loadClaim(key, report.token, now.getTime());
    if (!claim || claim.visitor !== visitor || claim.remote !== report.remote || claim.version !== report.version) continue;
    if (!candidates.has(claim.id)) candidates.set(claim.id, { report, exp: claim.exp });
  }
  if (candidates.size === 0) return [];
  return db.transaction().execute(async (trx) => {
    const accepted: HealthReport[] = [];
    for (const [id, { report, exp }] of candidates) {
      const inserted = await trx
        .insertInto('remote_load_token')
        .values({ id, expires_at: new Date(exp).toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) accepted.push(report);
    }
    await recordHealth(trx, accepted, now);
    return accepted;
  });
}

/** Adds outcomes to the counts (same remote, version and outcome are summed first). */
export async function recordHealth(db: Db, reports: HealthCount[], now: Date): Promise<void> {
  const minute = minuteOf(now.getTime());
  const sums = new Map<string, { remote: string; version: string; outcome: string; count: number }>();
  for (const report of reports) {
    const key = `${report.remote}\u0000${report.version}\u0000${report.outcome}`;
    const sum = sums.get(key) ?? { remote: report.remote, version: report.version, outcome: report.outcome, count: 0 };
    sum.count += report.count ?? 1;
    sums.set(key, sum);
  }
  for (const sum of sums.values()) {
    await db
      .insertInto('remote_health')
      .values({ ...sum, minute })
      .onConflict((oc) => oc.columns(['remote', 'version', 'minute', 'outcome']).doUpdateSet({ count: sql<number>`remote_health.count + ${sum.count}` }))
      .execute();
  }
}

/** Per version of a remote since `from` (ISO): loads, failures and the counts by outcome. */
export async function healthSince(db: Db, remote: string, from: string): Promise<VersionHealth[]> {
  const rows = await db
    .selectFrom('remote_health')
    .select(['version', 'outcome', (eb) => eb.fn.sum<number>('count').as('n')])
    .where('remote', '=', remote)
    .where('minute', '>=', from)
    .groupBy(['version', 'outcome'])
    .execute();
  const byVersion = new Map<string, VersionHealth>();
  for (const row of rows) {
    const n = Number(row.n);
    const health = byVersion.get(row.version) ?? { version: row.version, loads: 0, failures: 0, outcomes: {} };
    health.loads += n;
    if (row.outcome !== 'ok') health.failures += n;
    health.outcomes[row.outcome] = (health.outcomes[row.outcome] ?? 0) + n;
    byVersion.set(row.version, health);
  }
  return [...byVersion.values()].sort((a, b) => b.loads - a.loads || a.version.localeCompare(b.version));
}

export interface AutoRollback {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  rate: number;
}

/** Judges the running canaries of these remotes (all when none given) as of `now`; the ones dropped. */
export async function judgeCanaries(db: Db, rule: DeliveryRollbackRule, now: Date, remotes?: string[]): Promise<AutoRollback[]> {
  let query = db.selectFrom('remote_rollout').selectAll().where('canary_rollout_id', 'is not', null);
  if (remotes) {
    if (remotes.length === 0) return [];
    query = query.where('remote', 'in', remotes);
  }
  const dropped: AutoRollback[] = [];
  for (const row of await query.execute()) {
    const canary = rolloutOfRow(row).canary;
    if (!canary || canary.version === row.stable_version) continue;
    const windowStart = now.getTime() - rule.windowMinutes * MINUTE_MS;
    // Counts of the same version from an earlier canary must not judge this one.
    const from = minuteOf(Math.max(windowStart, Date.parse(canary.startedAt)));
    const health = (await healthSince(db, row.remote, from)).find((h) => h.version === canary.version);
    if (!health || health.loads < rule.minLoads) continue;
    const rate = health.failures / health.loads;
    if (rate <= rule.failureRate) continue;
    const percent = Math.round(rate * 1000) / 10;
    const reason = `failure rate ${percent}% (${health.failures} of ${health.loads} loads in the last ${rule.windowMinutes} min) is above ${rule.failureRate * 100}%`;
    if (await dropCanary(db, row.remote, canary.rolloutId, 'AUTO_ROLLBACK', { actor: 'auto', reason }, now)) {
      dropped.push({ remote: row.remote, version: canary.version, loads: health.loads, failures: health.failures, rate });
    }
  }
  return dropped;
}

/**
 * The delivery job's work: health counts older than the retention go (the ops overview reads the last
 * hour, the rollback rule minutes), and the ids of load tokens past their expiry (such a token is
 * refused by its own expiry, so its id need not be remembered). Returns what it deleted.
 */
export async function pruneHealth(db: Db, now: Date, retentionDays: number): Promise<{ healthRows: number; usedTokens: number }> {
  const before = minuteOf(now.getTime() - retentionDays * 24 * 60 * MINUTE_MS);
  const health = await db.deleteFrom('remote_health').where('minute', '<', before).executeTakeFirst();
  const tokens = await db.deleteFrom('remote_load_token').where('expires_at', '<', now.toISOString()).executeTakeFirst();
  return { healthRows: Number(health.numDeletedRows), usedTokens: Number(tokens.numDeletedRows) };
}
