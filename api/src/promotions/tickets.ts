import { TICKET_STATUSES, type ClaimTicketAnswer, type ClaimTicketList, type TicketStatus, type TicketType } from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, PromotionTicketRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Language } from '../http/messages';
import { takeBudget } from './budget';
import { drawCandidate, type Candidate } from './fair';
import { textsOf, type Db } from './rules';

type Trx = Transaction<Database>;

const ticketNotFound = () => new ApiError(404, 'promotion.ticket.not.found', 'promotion.ticket.not.found');
const noTicket = () => new ApiError(400, 'promotion.ticket.none', 'promotion.ticket.none');
const soldOut = () => new ApiError(400, 'promotion.ticket.soldout', 'promotion.ticket.soldout');

/** PROMOFE_getClaimTicketList: the member's tickets, held first by default, newest first. */
export async function listTickets(db: Db, memberId: number, status: TicketStatus | undefined, language: Language): Promise<ClaimTicketList> {
  const select = db
    .selectFrom('promotion_ticket as t')
    .innerJoin('promotion as p', 'p.id', 't.promotion_id')
    .select(['t.id', 't.promotion_id', 't.type', 't.status', 't.seed_hash', 't.server_seed', 't.prize_amount', 't.created_at', 't.opened_at', 'p.texts'])
    .where('t.member_id', '=', memberId)
    .where('t.status', 'in', status ? [status] : TICKET_STATUSES);
  const rows = await select.orderBy('t.id', 'desc').limit(200).execute();
  return rows.map((row) => ({
    transactionId: row.id,
    promotionId: row.promotion_id,
    title: textsOf(row, language).title,
    type: row.type as TicketType,
    status: row.status as TicketStatus,
    seedHash: row.seed_hash,
    // The seed is the prize's secret until the ticket is opened.
    serverSeed: row.status === 'OPENED' ? row.server_seed : null,
    prizeAmount: row.prize_amount === null ? null : Number(row.prize_amount),
    createdTime: row.created_at,
    openedTime: row.opened_at,
  }));
}

interface Drawn {
  id: number;
  amount: number;
  attempt: number;
  candidates: Candidate[];
}

/**
 * Draws and takes one prize (fair.ts): among prizes with stock left, by id; its amount is taken from
 * the budget, then a unit of its stock, each by a conditional update. A prize lost to a parallel
 * opening (its last unit, or the budget's last) leaves the next attempt to the prizes still left, in
 * this same transaction.
 */
async function takePrize(trx: Trx, ticket: PromotionTicketRow): Promise<Drawn> {
  const rows = await trx.selectFrom('promotion_prize').selectAll().where('promotion_id', '=', ticket.promotion_id).orderBy('id').execute();
  let left = rows.filter((row) => row.stock === null || row.taken < row.stock).map((row) => ({ prizeId: row.id, weight: row.weight, amount: Number(row.amount), limited: row.stock !== null }));
  for (let attempt = 0; left.length > 0; attempt += 1) {
    const candidates = left.map(({ prizeId, weight }) => ({ prizeId, weight }));
    const prize = drawCandidate(ticket.server_seed, ticket.id, attempt, left);
    left = left.filter((candidate) => candidate.prizeId !== prize.prizeId);
    const drawn = { id: prize.prizeId, amount: prize.amount, attempt, candidates };
    if (!(await takeBudget(trx, ticket.promotion_id, prize.amount))) continue;
    if (!prize.limited) return drawn;
    const taken = await trx
      .updateTable('promotion_prize')
      .set((eb) => ({ taken: eb('taken', '+', 1) }))
      .where('id', '=', prize.prizeId)
      .where((eb) => eb('taken', '<', eb.ref('stock')))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return drawn;
    // The stock went meanwhile: give back what this attempt took from the budget.
    if (prize.amount > 0) await trx.updateTable('promotion').set((eb) => ({ budget_used: eb('budget_used', '-', prize.amount) })).where('id', '=', ticket.promotion_id).execute();
  }
  throw soldOut();
}

/**
 * PROMOFE_claimTicket: opens a held ticket once. The ticket moves AVAILABLE → OPENED first (a
 * conditional update: a parallel opening of the same ticket waits, then finds it opened and answers
 * the first result); the prize is drawn from the ticket's committed seed (fair.ts) and paid through
 * the ledger (`bonus`, key `promotion:ticket:<id>`). With no prize left nothing changes and the ticket
 * stays held.
 */
export async function openTicket(ctx: AppContext, memberId: number, ticketId: number, now: Date): Promise<ClaimTicketAnswer> {
  const ticket = await ctx.db.transaction().execute(async (trx): Promise<PromotionTicketRow> => {
    const row = await trx
      .selectFrom('promotion_ticket')
      .selectAll()
      .where('id', '=', ticketId)
      .where('member_id', '=', memberId)
      // One a self-exclusion cancelled is gone, as from the list.
      .where('status', 'in', TICKET_STATUSES)
      .executeTakeFirst();
    if (!row) throw ticketNotFound();
    const opened = await trx.updateTable('promotion_ticket').set({ status: 'OPENED', opened_at: now.toISOString() }).where('id', '=', row.id).where('status', '=', 'AVAILABLE').executeTakeFirst();
    if (Number(opened.numUpdatedRows) !== 1) return row;
    const prize = await takePrize(trx, row);
    const draw = JSON.stringify({ attempt: prize.attempt, candidates: prize.candidates });
    await trx.updateTable('promotion_ticket').set({ prize_id: prize.id, prize_amount: prize.amount, draw }).where('id', '=', row.id).execute();
    if (prize.amount > 0) {
      await ctx.ledger.postInTransaction(trx, { memberId, amount: prize.amount, kind: 'bonus', reference: `promotion:${row.promotion_id}`, idempotencyKey: `promotion:ticket:${row.id}` });
    }
    return row;
  });
  const final = await ctx.db.selectFrom('promotion_ticket').selectAll().where('id', '=', ticket.id).executeTakeFirstOrThrow();
  const draw = JSON.parse(final.draw ?? '{"attempt":0,"candidates":[]}') as { attempt: number; candidates: Candidate[] };
  return {
    transactionId: final.id,
    type: final.type as TicketType,
    prizeId: final.prize_id ?? 0,
    prizeAmount: Number(final.prize_amount ?? 0),
    balance: await ctx.ledger.balanceOf(memberId),
    seedHash: final.seed_hash,
    serverSeed: final.server_seed,
    attempt: draw.attempt,
    candidates: draw.candidates,
  };
}

/** MCS2_claimRafflePromotion: opens the member's oldest held ticket of the promotion. */
export async function claimRaffle(ctx: AppContext, memberId: number, promotionId: number, now: Date): Promise<ClaimTicketAnswer> {
  const held = await ctx.db
    .selectFrom('promotion_ticket')
    .select('id')
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', promotionId)
    .where('status', '=', 'AVAILABLE')
    .orderBy('id')
    .executeTakeFirst();
  if (!held) throw noTicket();
  return openTicket(ctx, memberId, held.id, now);
}
