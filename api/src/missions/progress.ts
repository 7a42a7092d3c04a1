import type { MissionMeasure } from '@portal/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { inParts } from '../db/parts';
import type { Database, PromotionRow } from '../db/schema';
import { rulesOf } from '../promotions';

export type Db = Kysely<Database> | Transaction<Database>;

/** A mission as this domain reads it: its promotion row, what it counts and its milestones (ascending targets). */
export interface Mission {
  row: PromotionRow;
  measure: MissionMeasure;
  milestones: { target: number; bonus: number }[];
}

export function missionOf(row: PromotionRow): Mission {
  const rules = rulesOf(row);
  const milestones = [...(rules.milestones ?? [])].filter((m) => m.target > 0).sort((a, b) => a.target - b.target);
  return { row, measure: rules.measure ?? 'VALID_BET', milestones };
}

/** Per member: the value reached in the window and when its last counted activity happened (the tie-break). */
export interface Total {
  memberId: number;
  value: number;
  last: string;
}

/**
 * The members' totals of a mission's measure within its window [starts_at, ends_at): settled bet
 * records (valid bet, or one per round) by their time, or credited deposits by their credit time.
 * `members` narrows it to those members; otherwise every member of the merchant with activity.
 */
function totalsQuery(db: Db, mission: Mission, members: readonly number[] | null) {
  const { row } = mission;
  if (mission.measure === 'DEPOSIT') {
    let query = db
      .selectFrom('deposit_order')
      .select((eb) => ['member_id as memberId', eb.fn.sum<number | string>('amount').as('value'), eb.fn.max<string>('credited_at').as('last')])
      .where('merchant_id', '=', row.merchant_id)
      .where('status', '=', 'credited')
      .where('credited_at', '>=', row.starts_at)
      .where('credited_at', '<', row.ends_at);
    if (members !== null) query = query.where('member_id', 'in', members);
    return query.groupBy('member_id');
  }
  let query = db
    .selectFrom('bet_record')
    .select((eb) => [
      'member_id as memberId',
      // A round counts when it counts as a valid bet (games/valid-bet.ts): a push or a hedge does not.
      mission.measure === 'ROUNDS' ? eb.fn.sum<number | string>(eb.case().when('valid_bet', '>', 0).then(1).else(0).end()).as('value') : eb.fn.sum<number | string>('valid_bet').as('value'),
      eb.fn.max<string>('created_at').as('last'),
    ])
    .where('merchant_id', '=', row.merchant_id)
    .where('status', '=', 'settled')
    .where('created_at', '>=', row.starts_at)
    .where('created_at', '<', row.ends_at);
  if (members !== null) query = query.where('member_id', 'in', members);
  return query.groupBy('member_id');
}

// SUM of a bigint is numeric on PostgreSQL (a string here), hence Number().
const toTotal = (r: { memberId: number; value: number | string | null; last: string | null }): Total => ({ memberId: Number(r.memberId), value: Number(r.value ?? 0), last: r.last ?? '' });

/** The member's total in the window (0 with no activity; `last` '' then). */
export async function memberTotal(db: Db, mission: Mission, memberId: number): Promise<Total> {
  const found = await totalsQuery(db, mission, [memberId]).executeTakeFirst();
  return found ? toTotal(found) : { memberId, value: 0, last: '' };
}

/**
 * The totals at or above `minimum` of the members with counted activity at or after `since` (the job's
 * incremental runs: only their totals can have moved), in no order. The members are read first, then
 * their totals by member (the (member_id, created_at) index): as one query with the members as a
 * subquery, PostgreSQL joined every bet of the window to every recent one (6 s a run at 20,000 bets).
 */
export async function activeTotals(db: Db, mission: Mission, since: string, minimum: number): Promise<Total[]> {
  const { row } = mission;
  const active =
    mission.measure === 'DEPOSIT'
      ? db.selectFrom('deposit_order').select('member_id').where('merchant_id', '=', row.merchant_id).where('status', '=', 'credited').where('credited_at', '>=', since)
      : db.selectFrom('bet_record').select('member_id').where('merchant_id', '=', row.merchant_id).where('status', '=', 'settled').where('created_at', '>=', since);
  const members = (await active.distinct().execute()).map((r) => Number(r.member_id));
  const totals: Total[] = [];
  for (const part of inParts(members)) {
    for (const found of await totalsQuery(db, mission, part).execute()) {
      const total = toTotal(found);
      if (total.value >= minimum) totals.push(total);
    }
  }
  return totals;
}

/**
 * The leaderboard's order: the larger value first; on a tie, who got there first (the earlier last
 * counted activity), then the older account. `minimum` leaves out members below it (the job's floor).
 */
export async function topTotals(db: Db, mission: Mission, limit: number | null, minimum = 1): Promise<Total[]> {
  const grouped = totalsQuery(db, mission, null).as('t');
  let query = db
    .selectFrom(grouped)
    .selectAll()
    .where('value', '>=', minimum)
    .orderBy('value', 'desc')
    .orderBy('last', 'asc')
    .orderBy('memberId', 'asc');
  if (limit !== null) query = query.limit(limit);
  return (await query.execute()).map(toTotal);
}

/** The member's place in that order: 1 + the members ahead of it (null with no activity in the window). */
export async function rankOf(db: Db, mission: Mission, total: Total): Promise<number | null> {
  if (total.value <= 0) return null;
  const grouped = totalsQuery(db, mission, null).as('t');
  const ahead = await db
    .selectFrom(grouped)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) =>
      eb.or([
        eb('value', '>', total.value),
        eb.and([eb('value', '=', total.value), eb.or([eb('last', '<', total.last), eb.and([eb('last', '=', total.last), eb('memberId', '<', total.memberId)])])]),
      ]),
    )
    .executeTakeFirst();
  return Number(ahead?.n ?? 0) + 1;
}
