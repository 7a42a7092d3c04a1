import type { Kysely, Transaction } from 'kysely';
import { inParts } from '../db/parts';
import type { Database } from '../db/schema';
import { issueReward, memberFacts, sharedOwnership } from '../promotions';
import { recordRisk } from '../risk';
import type { Db } from './codes';
import { depositReward, referralRules, runningReferral } from './programme';

/** The reward keys: one per friend per rule, whichever REFERRAL promotion runs then. */
export const depositKey = (friendId: number) => `referral:${friendId}:deposit`;
export const betKey = (friendId: number) => `referral:${friendId}:bet`;

/**
 * The deposit path's hook, in the transaction that credits a deposit (next to the promotions' own):
 * a referred friend's first credited deposit is kept on its referral (amount and time). It earns the
 * referrer nothing yet: a deposit withdrawn at once would pay for a friend who never played, so the
 * friend counts once its own valid bet after that deposit reaches the deposit (`issueReferralRewards`).
 */
export async function onReferralDepositCredited(trx: Transaction<Database>, deposit: { memberId: number; amount: number; at: string }): Promise<void> {
  await trx
    .updateTable('referral')
    .set({ deposit_amount: deposit.amount, deposited_at: deposit.at })
    .where('friend_id', '=', deposit.memberId)
    .where('deposited_at', 'is', null)
    .execute();
}

/** What a run issued (a record, as the job scheduler logs its reports). */
export type ReferralRewardRun = Record<'depositRewards' | 'betRewards', number>;

/** A friend whose first deposit was played through and who still has a reward to earn. */
interface PlayedThrough {
  id: number;
  referrer_id: number;
  friend_id: number;
  deposit_amount: number | string | null;
  deposit_rewarded_at: string | null;
  bet_rewarded_at: string | null;
  registered_at: string;
}

/**
 * The friends that count: a first deposit credited and played through by the friend's own settled
 * valid bet since it (at least the deposit), not refused, with a reward still to issue. `referrerId`:
 * one referrer's friends (its page read); `friendsActiveSince`: only friends who bet since then (the
 * job's incremental runs).
 */
async function playedThrough(db: Kysely<Database>, merchantId: number, referrerId?: number, friendsActiveSince?: Date): Promise<PlayedThrough[]> {
  let query = db
    .selectFrom('referral as r')
    .innerJoin('bet_record as b', 'b.member_id', 'r.friend_id')
    .select(['r.id', 'r.referrer_id', 'r.friend_id', 'r.deposit_amount', 'r.deposit_rewarded_at', 'r.bet_rewarded_at', 'r.registered_at'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.refused', 'is', null)
    .where('r.deposited_at', 'is not', null)
    .where((eb) => eb.or([eb('r.deposit_rewarded_at', 'is', null), eb('r.bet_rewarded_at', 'is', null)]))
    .where('b.status', '=', 'settled')
    .whereRef('b.created_at', '>=', 'r.deposited_at')
    .groupBy(['r.id', 'r.referrer_id', 'r.friend_id', 'r.deposit_amount', 'r.deposit_rewarded_at', 'r.bet_rewarded_at', 'r.registered_at'])
    .having((eb) => eb(eb.fn.sum('b.valid_bet'), '>=', eb.ref('r.deposit_amount')));
  if (referrerId !== undefined) query = query.where('r.referrer_id', '=', referrerId);
  if (friendsActiveSince === undefined) return query.execute();
  // The bettors first, then their friends' rows: with the bettors as a subquery PostgreSQL could join
  // every bet to every recent one (the missions job's measured 6 s at 20,000 bets, missions/progress.ts).
  const active = await db
    .selectFrom('bet_record')
    .select('member_id')
    .distinct()
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'settled')
    .where('created_at', '>=', friendsActiveSince.toISOString())
    .execute();
  const out: PlayedThrough[] = [];
  for (const part of inParts(active)) out.push(...(await query.where('r.friend_id', 'in', part.map((r) => r.member_id)).execute()));
  return out;
}

/** The friend's settled valid bet since registering (the valid-bet reward's measure). */
async function validBetSince(db: Db, memberId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('bet_record')
    .select((eb) => eb.fn.sum<number | string | null>('valid_bet').as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * A friend held by the referrer itself (the same phone, browser or bank account) never counts: the
 * referral is marked refused once, with a risk event for ops. True when refused.
 */
async function refuseOwnAccount(db: Kysely<Database>, merchantId: number, friend: PlayedThrough, at: string): Promise<boolean> {
  const shared = sharedOwnership(await memberFacts(db, friend.friend_id), await memberFacts(db, friend.referrer_id));
  if (shared === null) return false;
  await db.transaction().execute(async (trx) => {
    const marked = await trx.updateTable('referral').set({ refused: shared }).where('id', '=', friend.id).where('refused', 'is', null).executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return;
    const account = await trx.selectFrom('member').select('account').where('id', '=', friend.friend_id).executeTakeFirstOrThrow();
    await recordRisk(trx, merchantId, { memberId: friend.referrer_id, kind: 'promotion.ineligible', detail: `referral friend ${account.account}: the referrer's own ${shared.toLowerCase()}` }, at);
  });
  return true;
}

/**
 * The referrer's rewards for friends that count (`playedThrough`): the deposit reward (a percent of
 * that first deposit) and the valid-bet reward (the friend's valid bet since registering reaching the
 * threshold), each once: `deposit_rewarded_at` / `bet_rewarded_at` move from null by a conditional
 * update in the reward's own transaction (keys `referral:<friend>:deposit|bet`), so a page read and a
 * job run racing issue it once.
 */
export async function issueReferralRewards(db: Kysely<Database>, merchantId: number, now: Date, referrerId?: number, friendsActiveSince?: Date): Promise<ReferralRewardRun> {
  const run: ReferralRewardRun = { depositRewards: 0, betRewards: 0 };
  const promotion = await runningReferral(db, merchantId, now);
  if (!promotion) return run;
  const rules = referralRules(promotion);
  const at = now.toISOString();
  for (const friend of await playedThrough(db, merchantId, referrerId, friendsActiveSince)) {
    if (await refuseOwnAccount(db, merchantId, friend, at)) continue;
    if (friend.deposit_rewarded_at === null) {
      const amount = depositReward(rules, Number(friend.deposit_amount));
      await db.transaction().execute(async (trx) => {
        const marked = await trx.updateTable('referral').set({ deposit_rewarded_at: at }).where('id', '=', friend.id).where('deposit_rewarded_at', 'is', null).executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return;
        if (await issueReward(trx, promotion, friend.referrer_id, amount, depositKey(friend.friend_id), at)) run.depositRewards += 1;
      });
    }
    if (friend.bet_rewarded_at === null && rules.betThreshold > 0 && rules.betBonus > 0 && (await validBetSince(db, friend.friend_id, friend.registered_at)) >= rules.betThreshold) {
      await db.transaction().execute(async (trx) => {
        const marked = await trx.updateTable('referral').set({ bet_rewarded_at: at }).where('id', '=', friend.id).where('bet_rewarded_at', 'is', null).executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return;
        if (await issueReward(trx, promotion, friend.referrer_id, rules.betBonus, betKey(friend.friend_id), at)) run.betRewards += 1;
      });
    }
  }
  return run;
}

/** Every merchant with a REFERRAL promotion running now. */
export async function merchantsRunningReferral(db: Db, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const rows = await db.selectFrom('promotion').select('merchant_id').distinct().where('kind', '=', 'REFERRAL').where('starts_at', '<=', at).where('ends_at', '>', at).execute();
  return rows.map((row) => row.merchant_id);
}
