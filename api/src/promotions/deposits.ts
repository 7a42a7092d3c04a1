import { NTH_DEPOSIT_KINDS } from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database, PromotionRow } from '../db/schema';
import { admit } from './eligibility';
import { issueReward } from './grants';
import { creditedDeposits } from './member-facts';
import { depositBonus, kindOf, rulesOf } from './rules';

export interface CreditedDeposit {
  memberId: number;
  orderNo: string;
  amount: number;
  at: string;
}

/** A bonus to issue, to a member the promotion's rules admit (the deposit is credited all the same). */
async function admitted(trx: Transaction<Database>, promotion: PromotionRow, deposit: CreditedDeposit, bonus: number): Promise<boolean> {
  return bonus > 0 && (await admit(trx, promotion, deposit.memberId, bonus, deposit.at));
}

/**
 * The deposit path's hook, in the transaction that credits a deposit. Each deposit bonus the member
 * joined (and still running) issues its reward once: an nth-deposit kind when this credit is the
 * member's nth (key `deposit-<n>:<promotion>:<member>`, the first keeps `first-deposit:…`), the
 * every-deposit kind for each credited order (key `deposit:<promotion>:<order>`). A repeated callback
 * credits nothing and so issues nothing more.
 */
export async function onDepositCredited(trx: Transaction<Database>, deposit: CreditedDeposit): Promise<void> {
  const count = await creditedDeposits(trx, deposit.memberId);
  const joined = await trx
    .selectFrom('promotion_member as m')
    .innerJoin('promotion as p', 'p.id', 'm.promotion_id')
    .selectAll('p')
    .where('m.member_id', '=', deposit.memberId)
    .where('m.status', '=', 'SIGNED_UP')
    .where('p.kind', 'in', [...Object.keys(NTH_DEPOSIT_KINDS), 'DEPOSIT'] as never)
    .where('p.starts_at', '<=', deposit.at)
    .where('p.ends_at', '>', deposit.at)
    .execute();
  for (const promotion of joined) {
    const kind = kindOf(promotion);
    const bonus = depositBonus(rulesOf(promotion), deposit.amount);
    if (kind === 'DEPOSIT') {
      if (await admitted(trx, promotion, deposit, bonus)) await issueReward(trx, promotion, deposit.memberId, bonus, `deposit:${promotion.id}:${deposit.orderNo}`, deposit.at, deposit.amount);
      continue;
    }
    const nth = NTH_DEPOSIT_KINDS[kind as keyof typeof NTH_DEPOSIT_KINDS];
    if (nth !== count) continue;
    const key = nth === 1 ? `first-deposit:${promotion.id}:${deposit.memberId}` : `deposit-${nth}:${promotion.id}:${deposit.memberId}`;
    if (await admitted(trx, promotion, deposit, bonus)) await issueReward(trx, promotion, deposit.memberId, bonus, key, deposit.at, deposit.amount);
  }
}
