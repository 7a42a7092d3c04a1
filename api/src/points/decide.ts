import type { PointDecideBody, PointExchange } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { movePoints } from './account';
import { exchangeOf } from './texts';

const noExchange = () => new ApiError(400, 'points.exchange.none', 'points.exchange.none');

/**
 * Ops: a goods exchange IN_PROCESS → APPROVED or REJECTED by a conditional update, so it is decided
 * once; a rejection, in the same transaction, puts the stock back and refunds the points and any cash
 * paid (keys on the exchange, so nothing is refunded twice).
 */
export async function decideExchange(ctx: AppContext, body: PointDecideBody, now: Date): Promise<PointExchange> {
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('point_exchange').selectAll().where('order_no', '=', body.orderNo).where('type', '=', 'GOODS').executeTakeFirst();
    if (!row) throw noExchange();
    const status = body.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    const decided = await trx
      .updateTable('point_exchange')
      .set({ status, decided_at: at, remark: body.remark?.trim() || null })
      .where('id', '=', row.id)
      .where('status', '=', 'IN_PROCESS')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1) throw noExchange();
    if (status === 'APPROVED') return;
    if (row.good_id !== null) {
      await trx.updateTable('point_good').set((eb) => ({ taken: eb('taken', '-', row.quantity) })).where('id', '=', row.good_id).execute();
    }
    await movePoints(trx, { memberId: row.member_id, delta: Number(row.points), kind: 'REFUND', key: `refund:${row.id}`, reference: row.order_no, at });
    if (Number(row.paid_amount) > 0) {
      await ctx.ledger.postInTransaction(trx, { memberId: row.member_id, amount: Number(row.paid_amount), kind: 'points.refund', reference: `points:${row.order_no}`, idempotencyKey: `points:refund:${row.order_no}` });
    }
  });
  const row = await ctx.db.selectFrom('point_exchange as x').leftJoin('point_good as g', 'g.id', 'x.good_id').selectAll('x').select('g.texts as good_texts').where('x.order_no', '=', body.orderNo).executeTakeFirstOrThrow();
  return exchangeOf(row, 'EN');
}
