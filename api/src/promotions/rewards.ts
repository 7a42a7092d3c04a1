import type { ClaimIssuedAnswer, ClaimIssuedBody, ClaimPromotionList, ClaimPromotionQuery, PromotionKind } from '@portal/shared/contracts';
import { PROMOTION_KINDS, REWARD_STATUSES } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import type { Language } from '../http/messages';
import { takeBudget } from './budget';
import { publishCounts } from './counts';
import { kindOf, textsOf, type Db } from './rules';
import { progressOf, turnoversOf } from './turnover';

const rewardNotFound = () => new ApiError(404, 'promotion.reward.not.found', 'promotion.reward.not.found');
const budgetExhausted = () => new ApiError(400, 'promotion.budget.exhausted', 'promotion.budget.exhausted');

function kindsOf(list: string | undefined): PromotionKind[] {
  const asked = (list ?? '').split(',').filter((kind): kind is PromotionKind => (PROMOTION_KINDS as readonly string[]).includes(kind));
  return asked.length > 0 ? asked : [...PROMOTION_KINDS];
}

/** What claiming a reward locks until its turnover is met: the bonus, and the deposit it was issued on. */
function lockOfClaim(row: { amount: number; deposit_amount: number | null; turnover_multiplier: number }): number {
  return row.turnover_multiplier > 0 ? Number(row.amount) + Number(row.deposit_amount ?? 0) : 0;
}

/** MCSFE_getClaimPromotion: the member's rewards of the kinds asked, newest first; claimed ones with their turnover. */
export async function listRewards(db: Db, memberId: number, query: ClaimPromotionQuery, language: Language): Promise<ClaimPromotionList> {
  const select = db
    .selectFrom('promotion_reward as r')
    .innerJoin('promotion as p', 'p.id', 'r.promotion_id')
    .select(['r.id', 'r.promotion_id', 'r.amount', 'r.deposit_amount', 'r.status', 'r.issued_at', 'r.claimed_at', 'r.turnover_multiplier', 'p.kind', 'p.texts'])
    .where('r.member_id', '=', memberId)
    .where('p.kind', 'in', kindsOf(query.promotionType))
    .where('r.status', 'in', query.status ? [query.status] : REWARD_STATUSES);
  const rows = await select.orderBy('r.id', 'desc').limit(200).execute();
  const turnovers = await turnoversOf(db, memberId, rows.filter((row) => row.status === 'C').map((row) => row.id));
  return rows.map((row) => ({
    rewardId: row.id,
    promotionId: row.promotion_id,
    promotionType: kindOf(row),
    title: textsOf(row, language).title,
    amount: Number(row.amount),
    status: row.status as 'I' | 'C',
    issuedTime: row.issued_at,
    claimedTime: row.claimed_at,
    turnoverMultiplier: row.turnover_multiplier,
    locks: lockOfClaim(row),
    turnoverRequired: Number(row.amount) * row.turnover_multiplier,
    turnover: turnovers.get(row.id) ?? null,
  }));
}

/**
 * MCSFE_claimIssuedPromotion: I → C by a conditional update, the bonus taken from the promotion's
 * budget (conditional too) and paid through the ledger (`bonus`, key `promotion:reward:<id>`), and
 * the turnover requirement (bonus × multiplier) started with the lock it puts on the wallet (the
 * bonus and its deposit: turnover.ts), all in one transaction: parallel or repeated
 * claims pay once, and a budget that would be exceeded pays nothing and leaves the reward to claim.
 */
export async function claimReward(ctx: AppContext, memberId: number, body: ClaimIssuedBody, now: Date): Promise<ClaimIssuedAnswer> {
  const at = now.toISOString();
  const reward = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('promotion_reward as r')
      .innerJoin('promotion as p', 'p.id', 'r.promotion_id')
      .select(['r.id', 'r.promotion_id', 'r.amount', 'r.deposit_amount', 'r.turnover_multiplier', 'p.kind'])
      .where('r.id', '=', body.promotionClaimId)
      .where('r.member_id', '=', memberId)
      // One a self-exclusion cancelled is gone from the reward centre: not found, as in its list.
      .where('r.status', 'in', REWARD_STATUSES)
      .executeTakeFirst();
    if (!row || row.kind !== body.promotionType) throw rewardNotFound();
    const claimed = await trx.updateTable('promotion_reward').set({ status: 'C', claimed_at: at }).where('id', '=', row.id).where('status', '=', 'I').executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return row;
    const amount = Number(row.amount);
    if (!(await takeBudget(trx, row.promotion_id, amount))) throw budgetExhausted();
    await ctx.ledger.postInTransaction(trx, { memberId, amount, kind: 'bonus', reference: `promotion:${row.promotion_id}`, idempotencyKey: `promotion:reward:${row.id}` });
    if (row.turnover_multiplier > 0) {
      await trx
        .insertInto('promotion_turnover')
        .values({ reward_id: row.id, member_id: memberId, required: amount * row.turnover_multiplier, locked: lockOfClaim(row), started_at: at })
        .execute();
    }
    await publishCounts(trx, memberId, now);
    return row;
  });
  const turnover = await ctx.db.selectFrom('promotion_turnover').selectAll().where('reward_id', '=', reward.id).executeTakeFirst();
  return {
    rewardId: reward.id,
    amount: Number(reward.amount),
    balance: await ctx.ledger.balanceOf(memberId),
    turnover: turnover ? await progressOf(ctx.db, memberId, turnover) : null,
  };
}
