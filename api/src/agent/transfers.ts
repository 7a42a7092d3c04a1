import type { AgentTransferBody, BalanceAnswer, RedEnvelopeAnswer, RedEnvelopeBody } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { Transaction } from 'kysely';
import type { Database, MemberRow } from '../db/schema';
import { notify } from '../messages';
import { checkAmount, idempotencyConflict, TRANSFER_LIMITS, verifyPaymentPassword, type TransferInput, type TransferResult } from '../wallet';
import { directDownlineMember } from './scope';
import { splitAmount } from './split';
import { assertNotFrozen } from '../member';

/*
 * The agent funds its direct downline: one member (`transfer.downline`), or a red envelope shared by
 * several (`transfer.envelope`, AGENTRANSMULTDOWN3). Each call is checked in this order: the amount,
 * the receivers (direct downline only; anyone else is the scope's 404), the payment password (before
 * the money transaction: scrypt is slow on purpose, and five wrong tries lock it); then one ledger
 * movement in one transaction: the agent's MAIN to each receiver's MAIN, no house leg, never below
 * zero (so parallel calls spend at most what the agent has), keyed by the agent and the client's
 * `requestId` (a retry moves nothing and answers the first result). Each receiver is told
 * (`transferDownline`, in the same transaction); the ledger writes everyone's balance event.
 */

function agentLegOf(result: TransferResult, agent: MemberRow) {
  const own = result.entries.find((entry) => entry.memberId === agent.id);
  if (!own) throw new Error('agent transfer without the agent leg');
  return own;
}

export async function transferToDownline(ctx: AppContext, agent: MemberRow, body: AgentTransferBody): Promise<BalanceAnswer> {
  const amount = checkAmount(body.amount);
  const member = await directDownlineMember(ctx.db, agent, body.memberId);
  await assertNotFrozen(ctx.db, agent.id, { kind: 'transfer.downline', amount });
  await verifyPaymentPassword(ctx, agent.id, body.paymentPassword);
  // References name the other side, as transferUpline's do.
  const input: TransferInput = {
    kind: 'transfer.downline',
    reference: `downline:${agent.account}>${member.account}`,
    idempotencyKey: `agent-transfer:${agent.id}:${body.requestId}`,
    legs: [
      { memberId: agent.id, amount: -amount, reference: `downline:${member.account}` },
      { memberId: member.id, amount, reference: `upline:${agent.account}` },
    ],
  };
  let result: TransferResult;
  try {
    result = await ctx.db.transaction().execute(async (trx) => {
      const moved = await ctx.ledger.transfer(trx, input);
      if (!moved.replayed) await notify(trx, member.id, { type: 'transferDownline', variant: 'fromUpline', name: agent.account, amount });
      return moved;
    });
  } catch (error) {
    // A retry raced its twin and lost on the key: the ledger answers the winner's movement (or 409 if
    // the details differ). Legs are the same on every try here, so the ledger can compare them.
    if (!isUniqueViolation(error)) throw error;
    result = await ctx.ledger.transferNow(input);
  }
  return { balance: agentLegOf(result, agent).balanceAfter };
}

export async function sendRedEnvelope(ctx: AppContext, agent: MemberRow, body: RedEnvelopeBody): Promise<RedEnvelopeAnswer> {
  await assertNotFrozen(ctx.db, agent.id, { kind: 'transfer.envelope', amount: body.amount });
  const count = body.memberIds.length;
  // Every receiver gets at least one minor unit: the least amount is one unit each.
  const amount = checkAmount(body.amount, { min: count, max: TRANSFER_LIMITS.max });
  const members: MemberRow[] = [];
  for (const memberId of body.memberIds) members.push(await directDownlineMember(ctx.db, agent, memberId));
  await verifyPaymentPassword(ctx, agent.id, body.paymentPassword);

  const key = `envelope:${agent.id}:${body.requestId}`;
  // The agent's leg records the split and the count, so a retry can be recognized as the same request.
  const agentReference = `envelope:${body.split}:${count}`;
  const answerOf = (result: TransferResult): RedEnvelopeAnswer => {
    const own = agentLegOf(result, agent);
    const shares = new Map(result.entries.filter((entry) => entry.memberId !== agent.id).map((entry) => [entry.memberId, entry.amount]));
    const same = own.amount === -amount && own.reference === agentReference && shares.size === count && members.every((m) => shares.has(m.id));
    if (!same) throw idempotencyConflict();
    return { balance: own.balanceAfter, split: body.split, shares: members.map((m) => ({ memberId: m.id, account: m.account, amount: shares.get(m.id) ?? 0 })) };
  };

  const move = async (trx: Transaction<Database>): Promise<RedEnvelopeAnswer> => {
    // A random split is drawn anew on each try, so a retry is answered from the stored movement,
    // never by drawing and comparing again.
    const done = await ctx.ledger.movement(key, trx);
    if (done) return answerOf(done);
    const split = splitAmount(body.split, amount, count);
    const legs = members.map((m, i) => ({ memberId: m.id, amount: split[i] ?? 0, reference: `envelope:${agent.account}` }));
    const result = await ctx.ledger.transfer(trx, {
      kind: 'transfer.envelope',
      reference: `envelope:${agent.account}`,
      idempotencyKey: key,
      legs: [{ memberId: agent.id, amount: -amount, reference: agentReference }, ...legs],
    });
    for (const leg of legs) await notify(trx, leg.memberId, { type: 'transferDownline', variant: 'redEnvelope', name: agent.account, amount: leg.amount });
    return answerOf(result);
  };

  try {
    return await ctx.db.transaction().execute(move);
  } catch (error) {
    // A twin of this request (a retry sent while the first was running) moved first: whatever this
    // try failed on (the key, the ledger's comparison of a different draw, or the balance the twin
    // spent), the answer is the twin's movement.
    const done = await ctx.ledger.movement(key);
    if (done) return answerOf(done);
    throw error;
  }
}
