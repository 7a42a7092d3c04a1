import type { Kysely, Transaction } from 'kysely';
import { REWARD_STATUSES, VIP_REWARD_KINDS } from '@portal/shared/contracts';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/* The VIP programme's reads: valid bets from the settled bet records, its rewards from the reward centre. */

/** A member's lifetime valid bet (settled bet records: in-house rounds, settled lottery bets). */
export async function lifetimeValidBet(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('bet_record')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('valid_bet'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Formal members (not trial accounts) whose lifetime valid bet reaches `atLeast`, with their merchant. */
export async function membersReaching(db: Db, atLeast: number, trialType: number) {
  const rows = await db
    .selectFrom('bet_record as b')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .select(['b.member_id', 'm.merchant_id', (eb) => eb.fn.sum<number | string>('b.valid_bet').as('total')])
    .where('m.type', '!=', trialType)
    .groupBy(['b.member_id', 'm.merchant_id'])
    .having((eb) => eb.fn.sum('b.valid_bet'), '>=', atLeast)
    .orderBy('b.member_id')
    .execute();
  return rows.map((row) => ({ memberId: row.member_id, merchantId: row.merchant_id, validBet: Number(row.total) }));
}

/** The member's VIP rewards (upgrade bonuses, rank salaries), newest first, with their source keys. */
export function vipRewardRows(db: Db, memberId: number) {
  return db
    .selectFrom('promotion_reward as r')
    .innerJoin('promotion as p', 'p.id', 'r.promotion_id')
    .select(['r.id', 'r.source_key', 'r.amount', 'r.status', 'r.issued_at', 'p.kind'])
    .where('r.member_id', '=', memberId)
    .where('r.status', 'in', REWARD_STATUSES)
    .where('p.kind', 'in', [...VIP_REWARD_KINDS])
    .orderBy('r.id', 'desc')
    .execute();
}

/** The rank salaries' levels by site month. */
export async function salaryLevels(db: Db, memberId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('vip_salary').select(['period', 'level']).where('member_id', '=', memberId).execute();
  return new Map(rows.map((row) => [row.period, row.level]));
}
