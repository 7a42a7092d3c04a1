import { randomBytes } from 'node:crypto';
import type { ConvertPointBody, PointExchangeAnswer, RedeemPointBody } from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { ApiError, validationFailed } from '../http/api-error';
import type { Language } from '../http/messages';
import { verifyPaymentPassword } from '../wallet';
import { accruePoints, movePoints } from './account';
import { cashOfPoints } from './config';
import { exchangeOf } from './texts';

const goodNotFound = () => new ApiError(404, 'points.good.not.found', 'points.good.not.found');
const soldOut = () => new ApiError(400, 'points.good.soldout', 'points.good.soldout');
const notAUnit = () => new ApiError(400, 'points.convert.unit', 'points.convert.unit');

/** A phone to deliver to: digits, optionally after +, 6 to 15 of them (spaces and dashes allowed between). */
const PHONE = /^\+?[0-9][0-9 -]{4,18}[0-9]$/;

const orderNo = (at: string) => `PX${at.slice(0, 10).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;

/** The phone always (the shop's contact, and where a top-up goes); the address only for a good that ships. */
function checkDelivery(body: RedeemPointBody, ships: boolean): { address: string | null; phone: string } {
  const address = body.address?.trim() ?? '';
  const phone = body.phone.trim();
  if (ships && address.length === 0) throw validationFailed('address', 'validation.required');
  if (phone.length === 0) throw validationFailed('phone', 'validation.required');
  const digits = phone.replace(/[^0-9]/g, '').length;
  if (!PHONE.test(phone) || digits < 6 || digits > 15) throw validationFailed('phone', 'validation.format');
  return { address: ships ? address : null, phone };
}

/**
 * Runs an exchange's transaction once per `requestId`: a repeat (or a parallel twin losing the race
 * on the unique request) answers the exchange the first one made.
 */
async function once(ctx: AppContext, memberId: number, requestId: string, language: Language, make: (trx: Transaction<Database>) => Promise<void>): Promise<PointExchangeAnswer> {
  const find = () => ctx.db.selectFrom('point_exchange as x').leftJoin('point_good as g', 'g.id', 'x.good_id').selectAll('x').select('g.texts as good_texts').where('x.member_id', '=', memberId).where('x.request_id', '=', requestId).executeTakeFirst();
  if (!(await find())) {
    try {
      await ctx.db.transaction().execute(make);
    } catch (error) {
      // A twin of this request won the race (its exchange exists): whatever this one hit (the unique
      // request, or the stock or points the twin just took), the answer is the twin's.
      if (!(await find())) throw error;
    }
  }
  const row = await find();
  if (!row) throw new Error('points exchange vanished');
  const account = await ctx.db.selectFrom('point_account').select('points').where('member_id', '=', memberId).executeTakeFirst();
  return { exchange: exchangeOf(row, language), points: Number(account?.points ?? 0), balance: await ctx.ledger.balanceOf(memberId) };
}

/**
 * passwordCheck/MCS2_redeemPointReward: the phone (and, for a good that ships, the address) checked
 * and the payment password proven first (scrypt is slow; the money transaction stays short), then in
 * one transaction the stock taken by a conditional update (`taken + q <= stock`, so parallel redeems
 * never exceed it), the points spent (never below zero) and any
 * required amount debited from the main wallet through the ledger; the exchange waits IN_PROCESS.
 */
export async function redeemGood(ctx: AppContext, memberId: number, merchantId: number, body: RedeemPointBody, language: Language, now: Date): Promise<PointExchangeAnswer> {
  const at = now.toISOString();
  // Read here only to know what to check before the slow password proof; the transaction reads the
  // good again for what it takes (and refuses a missing one there, after a repeat's answer is found).
  const listed = await ctx.db.selectFrom('point_good').select('ships').where('id', '=', body.goodId).where('merchant_id', '=', merchantId).executeTakeFirst();
  const delivery = checkDelivery(body, listed?.ships !== 0);
  await verifyPaymentPassword(ctx, memberId, body.paymentPassword);
  await accruePoints(ctx.db, memberId, at);
  return once(ctx, memberId, body.requestId, language, async (trx) => {
    const good = await trx.selectFrom('point_good').selectAll().where('id', '=', body.goodId).where('merchant_id', '=', merchantId).where('active', '=', 1).executeTakeFirst();
    if (!good) throw goodNotFound();
    const q = body.quantity;
    const taken = await trx
      .updateTable('point_good')
      .set((eb) => ({ taken: eb('taken', '+', q) }))
      .where('id', '=', good.id)
      .where((eb) => eb(eb('taken', '+', q), '<=', eb.ref('stock')))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw soldOut();
    const points = Number(good.points) * q;
    const amount = Number(good.amount) * q;
    const no = orderNo(at);
    const row = await trx
      .insertInto('point_exchange')
      .values({ member_id: memberId, order_no: no, request_id: body.requestId, type: 'GOODS', good_id: good.id, item_name: good.code, quantity: q, points, amount, paid_amount: amount, status: 'IN_PROCESS', remark: null, address: delivery.address, phone: delivery.phone, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await movePoints(trx, { memberId, delta: -points, kind: 'REDEEM', key: `redeem:${row.id}`, reference: no, at });
    if (amount > 0) {
      await ctx.ledger.postInTransaction(trx, { memberId, amount: -amount, kind: 'points.redeem', reference: `points:${no}`, idempotencyKey: `points:redeem:${no}` });
    }
  });
}

/**
 * passwordCheck/MCS2_convertPoint: whole steps of the configured unit only, so the cash is exact;
 * the points spent and the cash paid into the main wallet through the ledger in one transaction.
 */
export async function convertPoints(ctx: AppContext, memberId: number, body: ConvertPointBody, language: Language, now: Date): Promise<PointExchangeAnswer> {
  const at = now.toISOString();
  const cash = cashOfPoints(body.points);
  if (cash === null) throw notAUnit();
  await verifyPaymentPassword(ctx, memberId, body.paymentPassword);
  await accruePoints(ctx.db, memberId, at);
  return once(ctx, memberId, body.requestId, language, async (trx) => {
    const no = orderNo(at);
    const row = await trx
      .insertInto('point_exchange')
      .values({ member_id: memberId, order_no: no, request_id: body.requestId, type: 'CASH', good_id: null, item_name: 'CASH', quantity: 1, points: body.points, amount: cash, paid_amount: cash, status: 'APPROVED', remark: null, address: null, phone: null, created_at: at, decided_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await movePoints(trx, { memberId, delta: -body.points, kind: 'CONVERT', key: `convert:${row.id}`, reference: no, at });
    await ctx.ledger.postInTransaction(trx, { memberId, amount: cash, kind: 'points.convert', reference: `points:${no}`, idempotencyKey: `points:convert:${no}` });
  });
}
