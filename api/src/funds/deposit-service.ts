import type {
  CreateDepositBody,
  CreatedDeposit,
  DepositCallbackAnswer,
  DepositCallbackBody,
  DepositChannel,
  DepositChannelType,
  DepositOrder,
  DepositStatus,
  FundsListQuery,
  Page,
} from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { DepositChannelRow, MemberRow } from '../db/schema';
import { ApiError, validationFailed } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { notify, recordFundsEvent } from '../messages';
import { joinWithDeposit, onDepositCredited } from '../promotions';
import { assertDepositWithinLimits, assertNotExcluded } from '../protection';
import { onReferralDepositCredited } from '../referral';
import { idempotencyConflict } from '../wallet';
import { dayRange } from './days';
import { checkFundsAmount } from './money';
import { newOrderNo } from './order-no';
import { findChannel, findDepositByNo, findDepositByRequest, listChannels, pageDeposits, type DepositOrderView } from './queries';

/** Contract: a deposit order lives 30 minutes; unpaid by then it is `expired`. */
export const DEPOSIT_ORDER_MINUTES = 30;

export const orderNotFound = () => new ApiError(404, 'order.not.found', 'funds.order.not.found');
export function toChannel(row: DepositChannelRow): DepositChannel {
  let presets: number[] = [];
  try {
    const parsed: unknown = JSON.parse(row.preset_amounts);
    if (Array.isArray(parsed)) presets = parsed.filter((n): n is number => Number.isSafeInteger(n));
  } catch {
    // A broken preset list shows no presets; the channel itself still works.
  }
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type as DepositChannelType,
    min: Number(row.min_amount),
    max: Number(row.max_amount),
    presetAmounts: presets,
    processingMinutes: row.processing_minutes,
  };
}

/** A pending order past its time reads as `expired` at once, whether or not the job has run yet. */
export function effectiveStatus(row: { status: string; expires_at: string }, now: Date = new Date()): DepositStatus {
  if (row.status === 'pending' && row.expires_at <= now.toISOString()) return 'expired';
  return row.status as DepositStatus;
}

export function toDepositOrder(row: DepositOrderView, now: Date = new Date()): DepositOrder {
  return {
    orderNo: row.order_no,
    channel: row.channel_name,
    channelCode: row.channel_code,
    amount: Number(row.amount),
    status: effectiveStatus(row, now),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    creditedAt: row.credited_at,
  };
}

export const payUrlOf = (orderNo: string) => `/wps/demo-pay/${orderNo}`;

function toCreated(row: DepositOrderView): CreatedDeposit {
  return { orderNo: row.order_no, amount: Number(row.amount), status: effectiveStatus(row), payUrl: payUrlOf(row.order_no), expiresAt: row.expires_at };
}

export async function depositChannels(ctx: AppContext, merchantId: number): Promise<DepositChannel[]> {
  return (await listChannels(ctx.db, merchantId)).map(toChannel);
}

/**
 * A new deposit order, pending until the provider's callback. Idempotent on `requestId` (per member):
 * the same id answers the order it made and makes no other; 409 `wallet.idempotency.conflict` when
 * the repeat asks for another amount or channel. A deposit bonus opted into (`promotionId`) is joined
 * in the order's transaction: a refused opt-in makes no order, and no order leaves a stray join.
 */
export async function createDeposit(ctx: AppContext, caller: Caller, member: MemberRow, input: CreateDepositBody): Promise<CreatedDeposit> {
  const existing = await findDepositByRequest(ctx.db, member.id, input.requestId);
  if (existing) return sameDeposit(existing, input);

  const channel = await findChannel(ctx.db, caller.merchant.id, input.channelId);
  if (!channel || channel.enabled !== 1) throw validationFailed('channelId', 'funds.channel');
  const amount = checkFundsAmount(input.amount, Number(channel.min_amount), Number(channel.max_amount));

  const now = new Date();
  for (let attempt = 0; ; attempt += 1) {
    const orderNo = newOrderNo('D', now);
    try {
      await ctx.db.transaction().execute(async (trx) => {
        // The player's own protection, before any payment: no deposit during a break, none above
        // what its deposit limits leave (checked under the member's lock, so parallel orders queue).
        await assertNotExcluded(trx, member.id, ctx.config.now());
        await assertDepositWithinLimits(trx, ctx.dialect, member.id, amount, ctx.config.now());
        await trx
          .insertInto('deposit_order')
          .values({
            order_no: orderNo,
            merchant_id: caller.merchant.id,
            member_id: member.id,
            channel_id: channel.id,
            amount,
            status: 'pending',
            request_id: input.requestId,
            provider_ref: null,
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + DEPOSIT_ORDER_MINUTES * 60_000).toISOString(),
            credited_at: null,
            failed_at: null,
          })
          .execute();
        if (input.promotionId !== undefined) await joinWithDeposit(ctx, trx, member, input.promotionId, amount, now);
      });
      const row = await findDepositByNo(ctx.db, orderNo);
      if (!row) throw new Error(`deposit order ${orderNo} vanished`);
      caller.log.info({ orderNo, amount, channel: channel.code, promotionId: input.promotionId ?? null }, 'deposit order created');
      return toCreated(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same request raced in: answer the order it made. Otherwise the order number clashed: retry.
      const raced = await findDepositByRequest(ctx.db, member.id, input.requestId);
      if (raced) return sameDeposit(raced, input);
      if (attempt >= 3) throw error;
    }
  }
}

function sameDeposit(order: DepositOrderView, input: CreateDepositBody): CreatedDeposit {
  if (Number(order.amount) !== input.amount || order.channel_id !== input.channelId) throw idempotencyConflict();
  return toCreated(order);
}

export async function depositOrder(ctx: AppContext, memberId: number, orderNo: string): Promise<DepositOrder> {
  const row = await findDepositByNo(ctx.db, orderNo);
  if (!row || row.member_id !== memberId) throw orderNotFound();
  return toDepositOrder(row);
}

export function pageOf(query: FundsListQuery): { pageNo: number; pageSize: number; offset: number } {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export function toPage<T>(content: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { content, pageNum: pageNo, totalPages: Math.ceil(total / pageSize), totalElements: total };
}

export async function depositHistory(ctx: AppContext, memberId: number, query: FundsListQuery): Promise<Page<DepositOrder>> {
  const range = dayRange(query.from, query.to);
  const { pageNo, pageSize, offset } = pageOf(query);
  const { total, rows } = await pageDeposits(ctx.db, memberId, range.fromIso, range.toIso, pageSize, offset);
  const now = new Date();
  return toPage(rows.map((row) => toDepositOrder(row, now)), total, pageNo, pageSize);
}

/* The provider's callback */

export const amountMismatch = () => new ApiError(400, 'callback.amount.mismatch', 'funds.callback.amount');

/**
 * The provider's word on an order (its signature already checked). SUCCESS credits the order exactly
 * once: the order's move to `credited` is a conditional UPDATE in the same transaction as the ledger
 * entry (key `deposit:<orderNo>`) and the notification, so a repeated or concurrent callback finds the
 * order no longer pending and credits nothing; the ledger key is a second lock. A late SUCCESS for an
 * order that already expired is still credited (the payer's money did arrive). FAILED closes a pending
 * order. Any repeat answers the order's status as it now is.
 */
export async function handleCallback(ctx: AppContext, caller: Caller, body: DepositCallbackBody): Promise<DepositCallbackAnswer> {
  const order = await findDepositByNo(ctx.db, body.orderNo);
  if (!order) throw orderNotFound();
  const amount = Number(order.amount);
  if (body.amount !== amount) {
    caller.log.warn({ orderNo: order.order_no, expected: amount, got: body.amount }, 'deposit callback amount mismatch');
    throw amountMismatch();
  }
  const now = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    if (body.status === 'SUCCESS') {
      const claimed = await trx
        .updateTable('deposit_order')
        .set({ status: 'credited', credited_at: now, provider_ref: body.providerRef })
        .where('id', '=', order.id)
        .where('status', 'in', ['pending', 'expired'])
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      await ctx.ledger.postInTransaction(trx, {
        memberId: order.member_id,
        amount,
        kind: 'deposit',
        reference: order.order_no,
        idempotencyKey: `deposit:${order.order_no}`,
      });
      // The deposit bonuses the member joined (first…fifth, every deposit) issue with the credit or not at all.
      await onDepositCredited(trx, { memberId: order.member_id, orderNo: order.order_no, amount, at: now });
      // A referred friend's first deposit issues the referrer's reward (api/src/referral), likewise.
      await onReferralDepositCredited(trx, { memberId: order.member_id, amount, at: now });
      await notify(trx, order.member_id, { type: 'depositCredited', amount });
      await recordFundsEvent(trx, order.member_id, { order: 'deposit', orderNo: order.order_no, status: 'credited' });
      caller.log.info({ orderNo: order.order_no, amount }, 'deposit credited');
    } else {
      const closed = await trx
        .updateTable('deposit_order')
        .set({ status: 'failed', failed_at: now, provider_ref: body.providerRef })
        .where('id', '=', order.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(closed.numUpdatedRows) !== 1) return;
      await notify(trx, order.member_id, { type: 'depositFailed', amount });
      await recordFundsEvent(trx, order.member_id, { order: 'deposit', orderNo: order.order_no, status: 'failed' });
      caller.log.info({ orderNo: order.order_no }, 'deposit failed');
    }
  });
  const after = await findDepositByNo(ctx.db, order.order_no);
  return { orderNo: order.order_no, status: after ? effectiveStatus(after) : effectiveStatus(order) };
}
