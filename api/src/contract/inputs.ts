import { sql, type Kysely } from 'kysely';
import type { ContractProduct } from '@portal/shared/contracts';
import type { Database } from '../db/schema';
import type { SettlementPeriod } from './periods';

/*
 * A settlement's inputs: the downline's team (the downline itself and everyone below it) over the
 * period. Whole site days of all products (daily salary, a CONS dividend) read the day figures
 * (`member_day`: bonuses count against the net loss there); a window or one product reads the bet
 * records of the window (bet_record by member and time). A member is active with at least
 * `threshold` of valid bet in the period (site setting `contractRules.activeMemberMinValidBet`).
 */

type Db = Kysely<Database>;

export interface TeamInputs {
  validBet: number;
  /** What the team lost: bets − wins (− bonuses over whole days); negative when it won. */
  netLoss: number;
  activeMembers: number;
}

interface MemberSums {
  valid: number | string;
  bet: number | string;
  payout: number | string;
  bonus: number | string;
}

function reduce(rows: MemberSums[], threshold: number): TeamInputs {
  let validBet = 0;
  let netLoss = 0;
  let activeMembers = 0;
  for (const row of rows) {
    const valid = Number(row.valid);
    validBet += valid;
    netLoss += Number(row.bet) - Number(row.payout) - Number(row.bonus);
    if (valid >= threshold && valid > 0) activeMembers += 1;
  }
  return { validBet, netLoss, activeMembers };
}

export async function teamInputs(db: Db, downlineId: number, product: ContractProduct, period: SettlementPeriod, threshold: number): Promise<TeamInputs> {
  if (period.days && product === 'CONS') {
    const rows = await db
      .selectFrom('agent_tree as t')
      .innerJoin('member_day as d', 'd.member_id', 't.descendant_id')
      .where('t.ancestor_id', '=', downlineId)
      .where('d.day', '>=', period.days.from)
      .where('d.day', '<=', period.days.to)
      .groupBy('t.descendant_id')
      .select([
        sql<number | string>`sum(d.valid_bet)`.as('valid'),
        sql<number | string>`sum(d.bet_amount)`.as('bet'),
        sql<number | string>`sum(d.payout)`.as('payout'),
        sql<number | string>`sum(d.bonus)`.as('bonus'),
      ])
      .execute();
    return reduce(rows, threshold);
  }
  let query = db
    .selectFrom('agent_tree as t')
    .innerJoin('bet_record as b', 'b.member_id', 't.descendant_id')
    .where('t.ancestor_id', '=', downlineId)
    .where('b.created_at', '>=', new Date(period.start).toISOString())
    .where('b.created_at', '<', new Date(period.end).toISOString());
  if (product !== 'CONS') query = query.where('b.game_type', '=', product);
  const rows = await query
    .groupBy('t.descendant_id')
    .select([sql<number | string>`sum(b.valid_bet)`.as('valid'), sql<number | string>`sum(b.bet_amount)`.as('bet'), sql<number | string>`sum(b.payout)`.as('payout'), sql<number>`0`.as('bonus')])
    .execute();
  return reduce(rows, threshold);
}
