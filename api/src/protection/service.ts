import type {
  AdminProtectionMembers,
  AdminProtectionQuery,
  ExclusionLength,
  ProtectionHistory,
  ProtectionLimitBody,
  ProtectionStatus,
  RealityCheckMinutes,
} from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { lockMemberWallet } from '../wallet';
import { exclusionOf, startExclusion } from './exclusion';
import { limitsOf, setLimit, viewsOfRows } from './limits';
import { exclusionsInForce, limitRowsOf } from './queries';
import { realityCheckMinutesOf, setRealityCheck } from './reality';

/* The calls of player protection: the player's status, its changes and history; ops' list. */

const nowOf = (ctx: AppContext) => ctx.config.now();

export async function protectionStatus(ctx: AppContext, memberId: number): Promise<ProtectionStatus> {
  const now = nowOf(ctx);
  return {
    limits: await limitsOf(ctx.db, memberId, now),
    exclusion: await exclusionOf(ctx.db, memberId, now),
    realityCheckMinutes: await realityCheckMinutesOf(ctx.db, memberId),
  };
}

export async function changeRealityCheck(ctx: AppContext, memberId: number, minutes: RealityCheckMinutes): Promise<ProtectionStatus> {
  const now = nowOf(ctx);
  await ctx.db.transaction().execute((trx) => setRealityCheck(trx, memberId, minutes, now));
  return protectionStatus(ctx, memberId);
}

export async function changeLimit(ctx: AppContext, memberId: number, body: ProtectionLimitBody): Promise<ProtectionStatus> {
  const now = nowOf(ctx);
  await ctx.db.transaction().execute((trx) => setLimit(trx, memberId, body, now));
  return protectionStatus(ctx, memberId);
}

/**
 * Starts a cool-off or self-exclusion. Hooks (`onExcluded`) run in its transaction: a self-exclusion
 * cancels the player's running promotions there (promotions domain, wired by the route), taking bonuses
 * back from the balance. The member's wallet is taken first, as every money movement takes it: a stake
 * landing meanwhile is in before the balance is read, or waits until the break is in force; read
 * without the lock, the balance could be spent before the bonus is taken back, and the break refused.
 */
export async function exclude(
  ctx: AppContext,
  memberId: number,
  length: ExclusionLength,
  onExcluded?: (trx: Transaction<Database>, exclusion: { kind: 'coolOff' | 'selfExclusion'; since: string; until: string }) => Promise<void>,
): Promise<ProtectionStatus> {
  const now = nowOf(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await lockMemberWallet(trx, ctx.dialect, memberId);
    const exclusion = await startExclusion(trx, memberId, length, now);
    if (onExcluded) await onExcluded(trx, exclusion);
  });
  return protectionStatus(ctx, memberId);
}

export async function protectionHistory(ctx: AppContext, memberId: number): Promise<ProtectionHistory> {
  const rows = await ctx.db.selectFrom('protection_change').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(500).execute();
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    kind: row.kind,
    period: row.period,
    from: row.from_amount === null ? null : Number(row.from_amount),
    to: row.to_amount === null ? null : Number(row.to_amount),
    by: row.by,
    at: row.created_at,
    appliesAt: row.applies_at,
    until: row.ends_at,
  }));
}

/** Ops: members of the site with a limit set or pending, or an exclusion in force, newest change first. */
export async function membersUnderProtection(ctx: AppContext, merchantId: number, query: AdminProtectionQuery): Promise<AdminProtectionMembers> {
  const nowMs = nowOf(ctx);
  const now = new Date(nowMs).toISOString();
  const limited = ctx.db.selectFrom('protection_limit').select('member_id');
  const excluded = ctx.db.selectFrom('protection_exclusion').select('member_id').where('ends_at', '>', now);
  const candidates = await ctx.db
    .selectFrom('member')
    .select(['member.id', 'member.account'])
    .where('member.merchant_id', '=', merchantId)
    .where('member.id', 'in', query.filter === 'limits' ? limited : query.filter === 'excluded' ? excluded : limited.union(excluded))
    .orderBy('member.id', 'desc')
    .limit(query.limit ?? 100)
    .execute();
  const ids = candidates.map((row) => row.id);
  const [limitRows, exclusions] = await Promise.all([limitRowsOf(ctx.db, ids), exclusionsInForce(ctx.db, ids, now)]);
  const answer: AdminProtectionMembers = [];
  for (const member of candidates) {
    const limits = await viewsOfRows(ctx.db, member.id, limitRows.filter((row) => row.member_id === member.id), nowMs);
    const row = exclusions.filter((e) => e.member_id === member.id).sort((a, b) => (a.ends_at < b.ends_at ? 1 : -1))[0];
    const exclusion = row ? { kind: row.kind, length: row.length as ExclusionLength, since: row.starts_at, until: row.ends_at } : null;
    if (limits.length === 0 && exclusion === null) continue;
    answer.push({ memberId: member.id, account: member.account, limits, exclusion });
  }
  return answer;
}
