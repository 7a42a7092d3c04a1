import { REALITY_CHECK_DEFAULT_MINUTES, type ProtectionSessionPlay, type RealityCheckMinutes } from '@portal/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { netSince, stakesSince } from './limits';

/*
 * The reality check: how often the shell stops play to show the player its time and net result since
 * sign-in, and that result. Choosing the interval limits nothing, so every change applies at once
 * (unlike a raised limit) and is recorded in the history like the others.
 */

type Db = Kysely<Database>;

export async function realityCheckMinutesOf(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('protection_reality_check').select('minutes').where('member_id', '=', memberId).executeTakeFirst();
  return row?.minutes ?? REALITY_CHECK_DEFAULT_MINUTES;
}

/** Sets the interval (the caller's transaction); the same value again writes nothing. */
export async function setRealityCheck(trx: Db, memberId: number, minutes: RealityCheckMinutes, nowMs: number, by = 'member'): Promise<void> {
  const now = new Date(nowMs).toISOString();
  const current = await realityCheckMinutesOf(trx, memberId);
  if (current === minutes) return;
  await trx
    .insertInto('protection_reality_check')
    .values({ member_id: memberId, minutes, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ minutes, updated_at: now }))
    .execute();
  await trx
    .insertInto('protection_change')
    .values({ member_id: memberId, subject: 'realityCheck', kind: 'realityCheck', period: 'minutes', from_amount: current, to_amount: minutes, by, created_at: now, applies_at: now, ends_at: null })
    .execute();
}

/**
 * The play of a session since it was opened: the same ledger sums as the wager and loss limits, from
 * the sign-in instead of a period's start.
 */
export async function sessionPlay(db: Db, sessionId: number, memberId: number): Promise<ProtectionSessionPlay> {
  const session = await db.selectFrom('session_token').select('created_at').where('id', '=', sessionId).executeTakeFirstOrThrow();
  const startedAt = session.created_at;
  return { startedAt, stakes: await stakesSince(db, memberId, startedAt), net: await netSince(db, memberId, startedAt) };
}
