import type { PromotionDecideAnswer, PromotionDecideBody, PromotionJoinAnswer } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { MemberRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { qualify } from './grants';
import { findPromotion } from './reads';
import { kindOf, windowStatus } from './rules';

const refused = (key: 'promotion.closed' | 'promotion.audience' | 'promotion.joined' | 'promotion.first.deposit.done' | 'promotion.application.none') => new ApiError(400, key, key);

/**
 * MCSFE_signUpPromotionJoin: joins once (a unique participation). A sign-up activity waits for the
 * operator (APPLYING); the others are signed up at once, and a raffle hands out its tickets. A
 * first-deposit bonus is refused to a member who has deposited already (it could never be earned).
 */
export async function joinPromotion(ctx: AppContext, member: Pick<MemberRow, 'id' | 'merchant_id' | 'created_at'>, promotionId: number, now: Date): Promise<PromotionJoinAnswer> {
  const promotion = await findPromotion(ctx.db, member.merchant_id, promotionId);
  if (windowStatus(promotion, now) !== 'OPEN') throw refused('promotion.closed');
  if (promotion.audience === 'NEW_MEMBERS' && member.created_at < promotion.starts_at) throw refused('promotion.audience');
  const kind = kindOf(promotion);
  if (kind === 'FIRST_DEPOSIT') {
    const deposited = await ctx.db.selectFrom('deposit_order').select('id').where('member_id', '=', member.id).where('status', '=', 'credited').executeTakeFirst();
    if (deposited) throw refused('promotion.first.deposit.done');
  }
  const status = kind === 'SIGNUP' ? 'APPLYING' : 'SIGNED_UP';
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const joined = await trx
      .insertInto('promotion_member')
      .values({ promotion_id: promotion.id, member_id: member.id, status, joined_at: at })
      .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!joined) throw refused('promotion.joined');
    if (status === 'SIGNED_UP') await qualify(trx, promotion, member.id, at);
  });
  return { promotionId: promotion.id, status };
}

/** Ops: the decision on an application; an approval issues the activity's bonus and tickets once. */
export async function decideApplication(ctx: AppContext, body: PromotionDecideBody, now: Date): Promise<PromotionDecideAnswer> {
  const promotion = await ctx.db.selectFrom('promotion').selectAll().where('id', '=', body.promotionId).executeTakeFirst();
  if (!promotion) throw new ApiError(404, 'promotion.not.found', 'promotion.not.found');
  const member = await ctx.db.selectFrom('member').select('id').where('merchant_id', '=', promotion.merchant_id).where('account', '=', body.account).executeTakeFirst();
  if (!member) throw new ApiError(404, 'promotion.member.not.found', 'promotion.member.not.found');
  const status = body.decision === 'APPROVE' ? 'SIGNED_UP' : 'REJECTED';
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const decided = await trx
      .updateTable('promotion_member')
      .set({ status, decided_at: at })
      .where('promotion_id', '=', promotion.id)
      .where('member_id', '=', member.id)
      .where('status', '=', 'APPLYING')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1) throw refused('promotion.application.none');
    if (status === 'SIGNED_UP') await qualify(trx, promotion, member.id, at);
  });
  return { promotionId: promotion.id, memberId: member.id, status };
}
