import { exclusionKindOf, siteDay, siteParts, type ExclusionLength, type ProtectionExclusion } from '@portal/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { exclusionInForce, exclusionsInForce } from './queries';

/*
 * A cool-off (24 hours, 7 or 30 days) or a self-exclusion (6 months, 1 or 5 years): while in force
 * the player can sign in to withdraw and read its records, nothing else that moves money or markets
 * to it. It cannot be shortened, only replaced by one that ends later, and it ends by itself: a row
 * is in force from `starts_at` to `ends_at`, read against the clock, with no job to lift it.
 */

type Db = Kysely<Database>;
const DAY_MS = 86_400_000;

/** When an exclusion of `length` started at `fromMs` ends (calendar months and years in UTC). */
export function exclusionEnd(length: ExclusionLength, fromMs: number): number {
  if (length === '24h') return fromMs + DAY_MS;
  if (length === '7d') return fromMs + 7 * DAY_MS;
  if (length === '30d') return fromMs + 30 * DAY_MS;
  const end = new Date(fromMs);
  if (length === '6m') end.setUTCMonth(end.getUTCMonth() + 6);
  else end.setUTCFullYear(end.getUTCFullYear() + (length === '1y' ? 1 : 5));
  return end.getTime();
}

export async function exclusionOf(db: Db, memberId: number, nowMs: number): Promise<ProtectionExclusion | null> {
  const row = await exclusionInForce(db, memberId, new Date(nowMs).toISOString());
  return row ? { kind: row.kind, length: row.length as ExclusionLength, since: row.starts_at, until: row.ends_at } : null;
}

/** An instant as the site's clock reads it (Myanmar time): `2026-12-06 10:43`. */
function siteTime(iso: string): string {
  const { hour, minute } = siteParts(Date.parse(iso));
  return `${siteDay(Date.parse(iso))} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export const excludedRefusal = (exclusion: ProtectionExclusion) =>
  new ApiError(403, 'protection.excluded', 'protection.excluded', { kind: exclusion.kind, until: exclusion.until }, null, { until: siteTime(exclusion.until) });

/**
 * 403 protection.excluded while a cool-off or self-exclusion is in force: bets, deposits, transfers
 * into games, promotion joins and claims. `db` may be the moving transaction (the ledger's stake hook).
 */
export async function assertNotExcluded(db: Db, memberId: number, nowMs: number): Promise<void> {
  const exclusion = await exclusionOf(db, memberId, nowMs);
  if (exclusion) throw excludedRefusal(exclusion);
}

/**
 * A route's preHandler for a call a break closes (a game launch, a promotion's join or claim): 403
 * protection.excluded while the caller's cool-off or self-exclusion is in force. A call without a
 * session passes (its own rules apply).
 */
export function refuseWhileExcluded(ctx: AppContext) {
  return async function whileExcluded(request: FastifyRequest): Promise<void> {
    const memberId = request.session?.member.id;
    if (memberId !== undefined) await assertNotExcluded(ctx.db, memberId, ctx.config.now());
  };
}

/** Whether the member is in a cool-off or self-exclusion now (marketing messages and popups skip it). */
export async function isExcluded(db: Db, memberId: number, nowMs: number): Promise<boolean> {
  return (await exclusionOf(db, memberId, nowMs)) !== null;
}

/**
 * Starts an exclusion at once (the caller's transaction). One ending before the one in force is
 * refused (`protection.exclusion.shorter`): a break cannot be shortened. Recorded in the history.
 */
export async function startExclusion(trx: Db, memberId: number, length: ExclusionLength, nowMs: number): Promise<ProtectionExclusion> {
  const now = new Date(nowMs).toISOString();
  const current = await exclusionOf(trx, memberId, nowMs);
  const until = new Date(exclusionEnd(length, nowMs)).toISOString();
  if (current && until <= current.until) throw new ApiError(400, 'protection.exclusion.shorter', 'protection.exclusion.shorter', { until: current.until });
  const kind = exclusionKindOf(length);
  await trx.insertInto('protection_exclusion').values({ member_id: memberId, kind, length, starts_at: now, ends_at: until }).execute();
  await trx
    .insertInto('protection_change')
    .values({ member_id: memberId, subject: 'exclusion', kind, period: length, from_amount: null, to_amount: null, by: 'member', created_at: now, applies_at: now, ends_at: until })
    .execute();
  return { kind, length, since: now, until };
}

/** The break in force of each of `memberIds` that has one (an agent's team list), by member id. */
export async function breaksOf(db: Db, memberIds: readonly number[], nowMs: number): Promise<Map<number, { kind: 'coolOff' | 'selfExclusion'; until: string }>> {
  const rows = await exclusionsInForce(db, memberIds, new Date(nowMs).toISOString());
  const out = new Map<number, { kind: 'coolOff' | 'selfExclusion'; until: string }>();
  for (const row of rows) {
    const known = out.get(row.member_id);
    if (!known || known.until < row.ends_at) out.set(row.member_id, { kind: row.kind, until: row.ends_at });
  }
  return out;
}
