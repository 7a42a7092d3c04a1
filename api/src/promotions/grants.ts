import { createHash, randomBytes } from 'node:crypto';
import type { PromotionRow } from '../db/schema';
import { publishCounts } from './counts';
import { admit } from './eligibility';
import { rulesOf, type Db } from './rules';

/** A transaction (or, from the demo seed's member creation, the database in one). */
type Trx = Db;

/**
 * Issues a reward into the member's reward centre (status I), once per `sourceKey`: the event behind
 * it (a first deposit, an approval) may be seen again and issues nothing more. True when issued now.
 * `depositAmount`: the deposit a deposit bonus was issued on, locked with the bonus once claimed.
 */
export async function issueReward(
  trx: Trx,
  promotion: PromotionRow,
  memberId: number,
  amount: number,
  sourceKey: string,
  at: string,
  depositAmount: number | null = null,
): Promise<boolean> {
  if (amount <= 0) return false;
  const inserted = await trx
    .insertInto('promotion_reward')
    .values({
      promotion_id: promotion.id,
      member_id: memberId,
      source_key: sourceKey,
      amount,
      turnover_multiplier: rulesOf(promotion).turnoverMultiplier ?? 0,
      deposit_amount: depositAmount,
      status: 'I',
      issued_at: at,
    })
    .onConflict((oc) => oc.column('source_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted === undefined) return false;
  await publishCounts(trx, memberId, new Date(at));
  return true;
}

/** Hands out the promotion's tickets to a member who qualified, once (keys `<promotion>:<member>:<n>`). */
export async function grantTickets(trx: Trx, promotion: PromotionRow, memberId: number, at: string): Promise<void> {
  const tickets = rulesOf(promotion).tickets;
  if (!tickets) return;
  for (let n = 1; n <= tickets.count; n += 1) {
    // Each ticket's own server seed, committed now by its hash (tickets.ts "Provably fair").
    const seed = randomBytes(32).toString('hex');
    const hash = createHash('sha256').update(seed, 'utf8').digest('hex');
    await trx
      .insertInto('promotion_ticket')
      .values({ promotion_id: promotion.id, member_id: memberId, source_key: `${promotion.id}:${memberId}:${n}`, type: tickets.type, status: 'AVAILABLE', server_seed: seed, seed_hash: hash, created_at: at })
      .onConflict((oc) => oc.column('source_key').doNothing())
      .execute();
  }
}

/**
 * A member qualified (joined a raffle, approved for a sign-up activity, registered, bound Zalo): the
 * promotion's fixed bonus and tickets, once per member (key `approval:<promotion>:<member>`), when
 * the promotion's rules admit the member.
 */
export async function qualify(trx: Trx, promotion: PromotionRow, memberId: number, at: string): Promise<void> {
  // Who may take it is decided here too, in the issuing transaction (eligibility.ts).
  if (!(await admit(trx, promotion, memberId, rulesOf(promotion).bonusAmount ?? null, at))) return;
  await issueReward(trx, promotion, memberId, rulesOf(promotion).bonusAmount ?? 0, `approval:${promotion.id}:${memberId}`, at);
  await grantTickets(trx, promotion, memberId, at);
}
