import type { Transaction } from 'kysely';
import { siteDay } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { Database, IsoTime } from '../db/schema';
import { maskAccountNumber } from './bank-cards';

/*
 * Past deposits and withdrawals for the demo seed (the agent's team, api/src/seed/demo-team.ts), as
 * the real flows leave them: the order row in its final state and the ledger movement with the
 * order's key, at the time given. Only a seed writes history; live orders go through the routes.
 */

type Trx = Transaction<Database>;
type Ledger = Pick<AppContext, 'ledger'>;

const MINUTE_MS = 60_000;
const shifted = (at: IsoTime, minutes: number) => new Date(Date.parse(at) + minutes * MINUTE_MS).toISOString();

/** An order number in the live format (order-no.ts) from the seed's own digits (10 of them). */
export function historicalOrderNo(prefix: 'D' | 'W', at: IsoTime, digits: string): string {
  return `${prefix}${siteDay(new Date(at)).replace(/-/g, '')}${digits.padStart(10, '0').slice(-10)}`;
}

/** A deposit paid through `channelId` and credited at `at` (ledger `deposit`, key `deposit:<orderNo>`). */
export async function recordPaidDeposit(
  trx: Trx,
  ctx: Ledger,
  order: { merchantId: number; memberId: number; channelId: number; amount: number; orderNo: string; at: IsoTime },
): Promise<void> {
  await trx
    .insertInto('deposit_order')
    .values({
      order_no: order.orderNo,
      merchant_id: order.merchantId,
      member_id: order.memberId,
      channel_id: order.channelId,
      amount: order.amount,
      status: 'credited',
      request_id: `seed-${order.orderNo}`,
      provider_ref: `DEMOPAY-${order.orderNo.slice(-10)}`,
      created_at: shifted(order.at, -3),
      expires_at: shifted(order.at, 27),
      credited_at: order.at,
      failed_at: null,
    })
    .execute();
  await ctx.ledger.postInTransaction(trx, { memberId: order.memberId, amount: order.amount, kind: 'deposit', reference: order.orderNo, idempotencyKey: `deposit:${order.orderNo}`, at: order.at });
}

/** The member's bank card for withdrawals, made on first use (slot 1). */
export async function historicalCard(trx: Trx, member: { id: number; name: string }, bankCode: string, accountNumber: string, at: IsoTime): Promise<number> {
  const existing = await trx.selectFrom('bank_card').select('id').where('member_id', '=', member.id).orderBy('slot').executeTakeFirst();
  if (existing) return existing.id;
  const card = await trx
    .insertInto('bank_card')
    .values({ member_id: member.id, slot: 1, bank_code: bankCode, account_name: member.name, account_number: accountNumber, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return card.id;
}

/**
 * A withdrawal requested at `at` (ledger `withdrawal`, key `withdrawal:<orderNo>`, and the day's
 * limit row), then either paid and confirmed received, or rejected at once with its refund
 * (`withdrawal.refund`), as ops would have decided.
 */
export async function recordWithdrawal(
  trx: Trx,
  ctx: Ledger,
  order: { merchantId: number; memberId: number; cardId: number; amount: number; orderNo: string; at: IsoTime; rejected: boolean },
): Promise<void> {
  const card = await trx
    .selectFrom('bank_card as c')
    .innerJoin('bank as b', 'b.code', 'c.bank_code')
    .select(['c.account_name', 'c.account_number', 'b.name as bank_name'])
    .where('c.id', '=', order.cardId)
    .executeTakeFirstOrThrow();
  const day = siteDay(new Date(order.at));
  const paid = !order.rejected;
  await trx
    .insertInto('withdraw_order')
    .values({
      order_no: order.orderNo,
      merchant_id: order.merchantId,
      member_id: order.memberId,
      bank_card_id: order.cardId,
      bank_name: card.bank_name,
      account_name: card.account_name,
      account_number_masked: maskAccountNumber(card.account_number),
      amount: order.amount,
      status: paid ? 'received' : 'rejected',
      request_id: `seed-${order.orderNo}`,
      day,
      created_at: order.at,
      approved_at: paid ? shifted(order.at, 5) : null,
      rejected_at: paid ? null : order.at,
      disbursed_at: paid ? shifted(order.at, 10) : null,
      confirm_deadline: paid ? shifted(order.at, 40) : null,
      confirm_result: paid ? 'full' : null,
      received_amount: paid ? order.amount : null,
      remaining_amount: paid ? 0 : null,
      confirm_forced: 0,
      confirmed_at: paid ? shifted(order.at, 20) : null,
    })
    .execute();
  if (paid) {
    await trx
      .insertInto('withdraw_daily')
      .values({ member_id: order.memberId, day, count: 1, total: order.amount })
      .onConflict((oc) => oc.columns(['member_id', 'day']).doUpdateSet((eb) => ({ count: eb('withdraw_daily.count', '+', 1), total: eb('withdraw_daily.total', '+', order.amount) })))
      .execute();
  }
  const reference = order.orderNo;
  await ctx.ledger.postInTransaction(trx, { memberId: order.memberId, amount: -order.amount, kind: 'withdrawal', reference, idempotencyKey: `withdrawal:${reference}`, at: order.at });
  if (!paid) {
    await ctx.ledger.postInTransaction(trx, {
      memberId: order.memberId,
      amount: order.amount,
      kind: 'withdrawal.refund',
      reference,
      idempotencyKey: `withdrawal.refund:${reference}`,
      at: order.at,
    });
  }
}
