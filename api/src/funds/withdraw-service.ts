import type { Kysely, Transaction } from 'kysely';
import {
  formatMoneyWithSymbol,
  siteDay,
  type AdminWithdrawAction,
  type ConfirmWithdrawalBody,
  type CreateWithdrawalBody,
  type FundsListQuery,
  type Page,
  type WithdrawConfirmResult,
  type WithdrawLimits,
  type WithdrawOrder,
  type WithdrawStatus,
} from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { Database, MemberRow, WithdrawOrderRow } from '../db/schema';
import { ApiError, validationFailed } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { notify, recordFundsEvent } from '../messages';
import { locksOf, turnoverRemaining } from '../promotions';
import { siteSetting, type WithdrawLimitsSetting } from '../site';
import { idempotencyConflict, verifyPaymentPassword } from '../wallet';
import { maskAccountNumber } from './bank-cards';
import { dayRange } from './days';
import { orderNotFound, pageOf, toPage } from './deposit-service';
import { checkFundsAmount } from './money';
import { newOrderNo } from './order-no';
import { readProofImage, type ProofImage } from './proof';
import { dailyUse, findWithdrawByNo, findWithdrawByRequest, listCards, pageWithdrawals, releaseDailyRoom, takeDailyRoom } from './queries';
import { assertNotFrozen } from '../member';

type Db = Kysely<Database> | Transaction<Database>;

export function toWithdrawOrder(row: WithdrawOrderRow): WithdrawOrder {
  const confirmation =
    row.confirm_result && row.confirmed_at
      ? {
          result: row.confirm_result as WithdrawConfirmResult,
          receivedAmount: Number(row.received_amount ?? 0),
          remainingAmount: Number(row.remaining_amount ?? 0),
          at: row.confirmed_at,
          forced: row.confirm_forced === 1,
        }
      : null;
  return {
    orderNo: row.order_no,
    amount: Number(row.amount),
    bankName: row.bank_name,
    accountNumberMasked: row.account_number_masked,
    status: row.status as WithdrawStatus,
    createdAt: row.created_at,
    disbursedAt: row.disbursed_at,
    confirmDeadline: row.confirm_deadline,
    confirmation,
  };
}

export const stateConflict = () => new ApiError(400, 'withdraw.state.invalid', 'funds.withdraw.state');
const notAwaitingConfirmation = () => new ApiError(400, 'withdraw.confirm.unavailable', 'funds.withdraw.confirm');

async function limitsSetting(db: Db, merchantId: number): Promise<WithdrawLimitsSetting> {
  return siteSetting(db as Kysely<Database>, merchantId, 'withdrawLimits');
}

export async function withdrawLimits(ctx: AppContext, caller: Caller, memberId: number): Promise<WithdrawLimits> {
  const [limits, used, balance, turnover, locks] = await Promise.all([
    limitsSetting(ctx.db, caller.merchant.id),
    dailyUse(ctx.db, memberId, siteDay()),
    ctx.ledger.balanceOf(memberId),
    turnoverRemaining(ctx.db, memberId),
    locksOf(ctx.db, caller.merchant.id, memberId, caller.language),
  ]);
  // Locked money (a running bonus turnover, a deposit not played through) stays; the rest may leave.
  const locked = Math.min(balance, locks.total);
  const room = used.count >= limits.dailyCountMax ? 0 : Math.max(0, Math.min(balance - locked, limits.max, limits.dailyMax - used.total));
  return { ...limits, usedToday: used.total, countToday: used.count, available: room >= limits.min ? room : 0, turnoverRemaining: turnover, locked, locks: locks.locks };
}

/**
 * A withdrawal request: the amount leaves MAIN at once (ledger `withdrawal`, key
 * `withdrawal:<orderNo>`, held by the house until paid out or refunded). Idempotent on `requestId`.
 * Checked in order: the freeze (early, then again by the ledger's hold), the amount against the single
 * limits, the card, the payment password, the daily limits, the balance and what of it is locked (the
 * ledger's hold, in the debit's transaction: a bonus claimed at the same moment is either seen or
 * waits, a freeze committed before the debit is seen); any refusal moves nothing. The daily room, the order and the debit are one
 * transaction: the room is taken by a conditional upsert and the debit by the ledger's conditional
 * update, so parallel requests can pass neither the daily limits nor the balance.
 */
export async function requestWithdrawal(ctx: AppContext, caller: Caller, member: MemberRow, input: CreateWithdrawalBody): Promise<WithdrawOrder> {
  const existing = await findWithdrawByRequest(ctx.db, member.id, input.requestId);
  if (existing) return sameWithdrawal(existing, input);
  await assertNotFrozen(ctx.db, member.id, { kind: 'withdrawal', amount: input.amount });

  const limits = await limitsSetting(ctx.db, caller.merchant.id);
  const amount = checkFundsAmount(input.amount, limits.min, limits.max);
  const card = (await listCards(ctx.db, member.id)).find((c) => c.id === input.bankCardId);
  if (!card) throw validationFailed('bankCardId', 'funds.bankCardId');
  await verifyPaymentPassword(ctx, member.id, input.paymentPassword);

  const now = new Date();
  const day = siteDay(now);
  const dailyRefusal = async () => {
    const used = await dailyUse(ctx.db, member.id, day);
    if (used.count >= limits.dailyCountMax) {
      return new ApiError(400, 'withdraw.count.exceeded', 'funds.withdraw.count', { field: 'amount' }, null, { max: limits.dailyCountMax });
    }
    return validationFailed('amount', 'funds.amount.daily', { available: formatMoneyWithSymbol(Math.max(0, limits.dailyMax - used.total)) });
  };
  if (amount > limits.dailyMax) throw await dailyRefusal();

  for (let attempt = 0; ; attempt += 1) {
    const orderNo = newOrderNo('W', now);
    try {
      const refused = await ctx.db.transaction().execute(async (trx) => {
        if (!(await takeDailyRoom(trx, member.id, day, amount, limits))) return true;
        await trx
          .insertInto('withdraw_order')
          .values({
            order_no: orderNo,
            merchant_id: caller.merchant.id,
            member_id: member.id,
            bank_card_id: card.id,
            bank_name: card.bank_name,
            account_name: card.account_name,
            account_number_masked: maskAccountNumber(card.account_number),
            amount,
            status: 'pending',
            request_id: input.requestId,
            day,
            created_at: now.toISOString(),
            approved_at: null,
            rejected_at: null,
            disbursed_at: null,
            confirm_deadline: null,
            confirm_result: null,
            received_amount: null,
            remaining_amount: null,
            confirm_forced: 0,
            confirmed_at: null,
          })
          .execute();
        await ctx.ledger.postInTransaction(trx, {
          memberId: member.id,
          amount: -amount,
          kind: 'withdrawal',
          reference: orderNo,
          idempotencyKey: `withdrawal:${orderNo}`,
        });
        return false;
      });
      if (refused) throw await dailyRefusal();
      caller.log.info({ orderNo, amount }, 'withdrawal requested');
      const row = await findWithdrawByNo(ctx.db, orderNo);
      if (!row) throw new Error(`withdrawal ${orderNo} vanished`);
      return toWithdrawOrder(row);
    } catch (error) {
      // A parallel request with the same requestId may have won: its order is the answer, not this
      // one's refusal (a unique violation, or the daily room or balance that the winner used up).
      const raced = await findWithdrawByRequest(ctx.db, member.id, input.requestId);
      if (raced) return sameWithdrawal(raced, input);
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** The answer to a repeated requestId: the order it made, or 409 when the repeat asks for something else. */
function sameWithdrawal(order: WithdrawOrderRow, input: CreateWithdrawalBody): WithdrawOrder {
  if (Number(order.amount) !== input.amount || order.bank_card_id !== input.bankCardId) throw idempotencyConflict();
  return toWithdrawOrder(order);
}

export async function withdrawHistory(ctx: AppContext, memberId: number, query: FundsListQuery): Promise<Page<WithdrawOrder>> {
  const range = dayRange(query.from, query.to);
  const { pageNo, pageSize, offset } = pageOf(query);
  const { total, rows } = await pageWithdrawals(ctx.db, memberId, range.fromIso, range.toIso, pageSize, offset);
  return toPage(rows.map(toWithdrawOrder), total, pageNo, pageSize);
}

export async function memberWithdrawal(ctx: AppContext, memberId: number, orderNo: string): Promise<WithdrawOrder> {
  const row = await findWithdrawByNo(ctx.db, orderNo);
  if (!row || row.member_id !== memberId) throw orderNotFound();
  return toWithdrawOrder(row);
}

/* Transitions: each is one conditional UPDATE from the state it leaves, with its side effects in the
 * same transaction, so of two callers (ops and the job, or two instances) exactly one moves the order
 * and only that one refunds or notifies. They answer false when the order was not in that state. */

export async function approveWithdrawal(ctx: AppContext, order: WithdrawOrderRow, now: Date = new Date()): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('withdraw_order')
      .set({ status: 'approved', approved_at: now.toISOString() })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await notify(trx, order.member_id, { type: 'withdrawalApproved', amount: Number(order.amount) });
    await recordFundsEvent(trx, order.member_id, { order: 'withdraw', orderNo: order.order_no, status: 'approved' });
    return true;
  });
}

/** Pending or approved (not yet paid out) → rejected, the full amount back to MAIN (`withdrawal.refund`). */
export async function rejectWithdrawal(ctx: AppContext, order: WithdrawOrderRow, now: Date = new Date()): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('withdraw_order')
      .set({ status: 'rejected', rejected_at: now.toISOString() })
      .where('id', '=', order.id)
      .where('status', 'in', ['pending', 'approved'])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const amount = Number(order.amount);
    // The daily row before the wallet, in the order a new request takes them (PostgreSQL row locks:
    // the other order could deadlock with a request made at the same moment).
    await releaseDailyRoom(trx, order.member_id, order.day, amount);
    await ctx.ledger.postInTransaction(trx, {
      memberId: order.member_id,
      amount,
      kind: 'withdrawal.refund',
      reference: order.order_no,
      idempotencyKey: `withdrawal.refund:${order.order_no}`,
    });
    await notify(trx, order.member_id, { type: 'withdrawalRejected', amount });
    await recordFundsEvent(trx, order.member_id, { order: 'withdraw', orderNo: order.order_no, status: 'rejected' });
    return true;
  });
}

/** Approved → disbursed: the money is on its way; the member has `withdrawConfirmMinutes` to confirm. */
export async function disburseWithdrawal(ctx: AppContext, order: WithdrawOrderRow, now: Date = new Date()): Promise<boolean> {
  const minutes = await siteSetting(ctx.db, order.merchant_id, 'withdrawConfirmMinutes');
  const deadline = new Date(now.getTime() + Math.max(0, Number(minutes) || 0) * 60_000);
  return ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('withdraw_order')
      .set({ status: 'disbursed', disbursed_at: now.toISOString(), confirm_deadline: deadline.toISOString() })
      .where('id', '=', order.id)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    // No message (spec §4 has none for a payout), but the open orders list offers the confirmation now.
    await recordFundsEvent(trx, order.member_id, { order: 'withdraw', orderNo: order.order_no, status: 'disbursed' });
    return true;
  });
}

/** Disbursed and past the deadline → received, forced: final, nothing is refunded (spec §4). */
export async function forceReceipt(ctx: AppContext, order: WithdrawOrderRow, now: Date = new Date()): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('withdraw_order')
      .set({
        status: 'received',
        confirm_result: 'full',
        received_amount: Number(order.amount),
        remaining_amount: 0,
        confirm_forced: 1,
        confirmed_at: now.toISOString(),
      })
      .where('id', '=', order.id)
      .where('status', '=', 'disbursed')
      .where('confirm_deadline', '<=', now.toISOString())
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await recordFundsEvent(trx, order.member_id, { order: 'withdraw', orderNo: order.order_no, status: 'received' });
    return true;
  });
}

const STATUS_OF_RESULT: Record<WithdrawConfirmResult, WithdrawStatus> = { full: 'received', partial: 'partlyReceived', none: 'disputed' };

/**
 * The member's word on a disbursed withdrawal, once: `full` → received; `partial` → partlyReceived,
 * with both amounts above zero summing to the order's; `none` → disputed, with a proof image. Nothing is
 * refunded here: a dispute goes to customer service. After the deadline the order has been (or is now)
 * received by force and the confirmation is refused.
 */
export async function confirmWithdrawal(ctx: AppContext, caller: Caller, memberId: number, orderNo: string, input: ConfirmWithdrawalBody): Promise<WithdrawOrder> {
  const order = await findWithdrawByNo(ctx.db, orderNo);
  if (!order || order.member_id !== memberId) throw orderNotFound();
  const now = new Date();
  if (order.status !== 'disbursed') throw notAwaitingConfirmation();
  if (order.confirm_deadline && order.confirm_deadline <= now.toISOString()) {
    await forceReceipt(ctx, order, now);
    throw notAwaitingConfirmation();
  }

  const amount = Number(order.amount);
  let received = amount;
  let remaining = 0;
  let proof: ProofImage | null = null;
  if (input.result === 'partial') {
    if (input.receivedAmount === undefined) throw validationFailed('receivedAmount', 'validation.required');
    if (input.remainingAmount === undefined) throw validationFailed('remainingAmount', 'validation.required');
    received = checkFundsAmount(input.receivedAmount, 1, amount - 1, 'receivedAmount');
    remaining = checkFundsAmount(input.remainingAmount, 1, amount - 1, 'remainingAmount');
    if (received + remaining !== amount) throw validationFailed('remainingAmount', 'funds.partialAmounts', { amount: formatMoneyWithSymbol(amount) });
    if (input.proofImage) proof = await readProofImage(input.proofImage);
  } else if (input.result === 'none') {
    if (!input.proofImage) throw validationFailed('proofImage', 'validation.required');
    proof = await readProofImage(input.proofImage);
    received = 0;
    remaining = amount;
  }

  const confirmed = await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('withdraw_order')
      .set({
        status: STATUS_OF_RESULT[input.result],
        confirm_result: input.result,
        received_amount: received,
        remaining_amount: remaining,
        confirm_forced: 0,
        confirmed_at: now.toISOString(),
      })
      .where('id', '=', order.id)
      .where('status', '=', 'disbursed')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    if (proof) {
      await trx
        .insertInto('withdraw_proof')
        .values({ order_id: order.id, mime: proof.mime, size: proof.bytes.length, sha256: proof.sha256, data_base64: proof.bytes.toString('base64'), created_at: now.toISOString() })
        .execute();
    }
    // The member's other tabs and devices show the answer too.
    await recordFundsEvent(trx, memberId, { order: 'withdraw', orderNo, status: STATUS_OF_RESULT[input.result] });
    return true;
  });
  if (!confirmed) throw notAwaitingConfirmation();
  caller.log.info({ orderNo, result: input.result }, 'withdrawal confirmed by the member');
  const row = await findWithdrawByNo(ctx.db, orderNo);
  if (!row) throw orderNotFound();
  return toWithdrawOrder(row);
}

/** Ops: approve, reject or disburse by hand (`PUT /wps/admin/withdraw/<orderNo>`). */
export async function adminWithdrawAction(ctx: AppContext, caller: Caller, orderNo: string, action: AdminWithdrawAction): Promise<WithdrawOrder> {
  const order = await findWithdrawByNo(ctx.db, orderNo);
  if (!order || order.merchant_id !== caller.merchant.id) throw orderNotFound();
  const moved =
    action === 'approve' ? await approveWithdrawal(ctx, order) : action === 'reject' ? await rejectWithdrawal(ctx, order) : await disburseWithdrawal(ctx, order);
  if (!moved) throw stateConflict();
  caller.log.info({ orderNo, action }, 'withdrawal changed by ops');
  const row = await findWithdrawByNo(ctx.db, orderNo);
  if (!row) throw orderNotFound();
  return toWithdrawOrder(row);
}
