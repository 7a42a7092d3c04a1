import type { RedDotCounts } from '@portal/shared/contracts';
import { recordCountsEvent } from '../messages';
import { joinerFacts, joinRefusal } from './joinable';
import { isJoinable, kindOf, windowStatus, type Db } from './rules';

/**
 * The red dots of spec §2 (`counts$`), from the server: rewards waiting in the reward centre, missions
 * running, and promotions the member could join now (open, not joined, and nothing in `joinRefusal`:
 * its audience, an nth-deposit bonus only while that deposit is still to come, its eligibility rules).
 */
export async function redDotCounts(db: Db, memberId: number, now: Date): Promise<RedDotCounts> {
  const member = await db.selectFrom('member').select(['merchant_id', 'created_at']).where('id', '=', memberId).executeTakeFirstOrThrow();
  const waiting = await db
    .selectFrom('promotion_reward')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'I')
    .executeTakeFirst();
  const rows = await db.selectFrom('promotion').selectAll().where('merchant_id', '=', member.merchant_id).execute();
  const open = rows.filter((row) => windowStatus(row, now) === 'OPEN');
  const joined = new Set(
    open.length === 0 ? [] : (await db.selectFrom('promotion_member').select('promotion_id').where('member_id', '=', memberId).where('promotion_id', 'in', open.map((row) => row.id)).execute()).map((row) => row.promotion_id),
  );
  // The cards' own rule (joinable.ts): a dot only for what the member's card offers to join.
  const joiner = await joinerFacts(db, { id: memberId, created_at: member.created_at });
  const available: typeof open = [];
  for (const row of open) {
    if (isJoinable(kindOf(row)) && !joined.has(row.id) && (await joinRefusal(db, row, joiner, now)) === null) available.push(row);
  }
  return {
    rewards: Number(waiting?.n ?? 0),
    missions: open.filter((row) => kindOf(row) === 'MISSION').length,
    availablePromotions: available.length,
  };
}

/** After a reward was issued or claimed (in its transaction): the member's open tabs get the new counts. */
export async function publishCounts(db: Db, memberId: number, now: Date = new Date()): Promise<void> {
  await recordCountsEvent(db, memberId, await redDotCounts(db, memberId, now), now.toISOString());
}
