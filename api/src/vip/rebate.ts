import { BASIS_POINTS, type ManualRebate, type ManualRebateClaimAnswer } from '@portal/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, MemberRow } from '../db/schema';
import { ApiError, functionDisabled } from '../http/api-error';
import { whitelabelOf } from '../site';
import { vipLevelOf } from './levels';
import { vipPromotion } from './promotions';
import { lifetimeValidBet } from './queries';

/*
 * The manual rebate (whitelabel MANPLAYREB3): the member claims, whenever it likes, a rebate on the
 * valid bet of its settled bet records since its last claim, at the rate of the VIP level it holds
 * when it claims. The watermark is the last bet record paid for (`vip_rebate.last_bet_id`): bet
 * records only ever get higher ids, so "since the last claim" is "id above the watermark", and a bet
 * is rebated once.
 */

type Db = Kysely<Database> | Transaction<Database>;

const nothingToClaim = () => new ApiError(400, 'vip.rebate.nothing', 'vip.rebate.nothing');

async function assertRebateOn(ctx: AppContext, merchantId: number): Promise<void> {
  if (!(await whitelabelOf(ctx.db, merchantId)).MANPLAYREB3) throw functionDisabled();
}

/** The valid bet of the member's bet records above `afterBetId`, and the highest id among them. */
async function accruedSince(db: Db, memberId: number, afterBetId: number): Promise<{ validBet: number; lastBetId: number | null }> {
  const row = await db
    .selectFrom('bet_record')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number | string>('valid_bet'), eb.lit(0)).as('total'), eb.fn.max<number | null>('id').as('last')])
    .where('member_id', '=', memberId)
    .where('id', '>', afterBetId)
    .executeTakeFirst();
  return { validBet: Number(row?.total ?? 0), lastBetId: row?.last === null || row?.last === undefined ? null : Number(row.last) };
}

/** The rebate on `validBet` at `rate` basis points, rounded down to the minor unit. */
export const rebateOf = (validBet: number, rate: number) => Math.floor((validBet * rate) / BASIS_POINTS);

/** MCSFE_getManualRebate: what a claim would pay now. */
export async function manualRebate(ctx: AppContext, member: MemberRow): Promise<ManualRebate> {
  await assertRebateOn(ctx, member.merchant_id);
  const mark = await ctx.db.selectFrom('vip_rebate').selectAll().where('member_id', '=', member.id).executeTakeFirst();
  const [accrued, lifetime] = await Promise.all([accruedSince(ctx.db, member.id, mark?.last_bet_id ?? 0), lifetimeValidBet(ctx.db, member.id)]);
  const level = vipLevelOf(lifetime);
  return { level: level.level, rate: level.rebateRate, validBet: accrued.validBet, amount: rebateOf(accrued.validBet, level.rebateRate), lastClaimTime: mark?.last_claimed_at ?? null };
}

/**
 * MCSFE_claimManualRebate: in one transaction, the watermark moves from the value read to the last bet
 * record paid for by a conditional update (on PostgreSQL a parallel claim waits for the row and then
 * finds it moved; SQLite runs one writer at a time), the claim is recorded, and the rebate is paid
 * through the ledger (`bonus`, key `vip-rebate:<member>:<last bet id>`). So two claims at once pay
 * once: the other answers `vip.rebate.nothing`, as does a claim with nothing accrued.
 */
export async function claimManualRebate(ctx: AppContext, member: MemberRow, now: Date): Promise<ManualRebateClaimAnswer> {
  await assertRebateOn(ctx, member.merchant_id);
  const at = now.toISOString();
  await ctx.db.insertInto('vip_rebate').values({ member_id: member.id, last_claimed_at: null }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
  const paid = await ctx.db.transaction().execute(async (trx) => {
    const mark = await trx.selectFrom('vip_rebate').selectAll().where('member_id', '=', member.id).executeTakeFirstOrThrow();
    const accrued = await accruedSince(trx, member.id, mark.last_bet_id);
    if (accrued.lastBetId === null) return null;
    const rate = vipLevelOf(await lifetimeValidBet(trx, member.id)).rebateRate;
    const amount = rebateOf(accrued.validBet, rate);
    if (amount <= 0) return null;
    const moved = await trx
      .updateTable('vip_rebate')
      .set({ last_bet_id: accrued.lastBetId, last_claimed_at: at })
      .where('member_id', '=', member.id)
      .where('last_bet_id', '=', mark.last_bet_id)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return null;
    await trx
      .insertInto('vip_rebate_claim')
      .values({ member_id: member.id, from_bet_id: mark.last_bet_id, to_bet_id: accrued.lastBetId, valid_bet: accrued.validBet, rate, amount, claimed_at: at })
      .execute();
    const promotion = await vipPromotion(trx, member.merchant_id, 'MANUAL');
    await ctx.ledger.postInTransaction(trx, {
      memberId: member.id,
      amount,
      kind: 'bonus',
      reference: promotion ? `promotion:${promotion.id}` : 'manual-rebate',
      idempotencyKey: `vip-rebate:${member.id}:${accrued.lastBetId}`,
    });
    return { validBet: accrued.validBet, rate, amount };
  });
  if (!paid) throw nothingToClaim();
  return { ...paid, balance: await ctx.ledger.balanceOf(member.id), claimTime: at };
}
