import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { issueReward } from '../promotions';
import type { Db } from './codes';
import { depositReward, referralRules, runningReferral } from './programme';

/** The reward keys: one per friend per rule, whichever REFERRAL promotion runs then. */
export const depositKey = (friendId: number) => `referral:${friendId}:deposit`;
export const betKey = (friendId: number) => `referral:${friendId}:bet`;

/**
 * The deposit path's hook, in the transaction that credits a deposit (next to the promotions' own):
 * a referred friend's first credited deposit issues the referrer's reward into the reward centre,
 * once (key `referral:<friend>:deposit`), while the merchant's REFERRAL promotion runs.
 */
export async function onReferralDepositCredited(trx: Transaction<Database>, deposit: { memberId: number; amount: number; at: string }): Promise<void> {
  const referral = await trx.selectFrom('referral').selectAll().where('friend_id', '=', deposit.memberId).executeTakeFirst();
  if (!referral) return;
  const credited = await trx
    .selectFrom('deposit_order')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', deposit.memberId)
    .where('status', '=', 'credited')
    .executeTakeFirst();
  if (Number(credited?.n ?? 0) !== 1) return;
  const promotion = await runningReferral(trx, referral.merchant_id, new Date(deposit.at));
  if (!promotion) return;
  const amount = depositReward(referralRules(promotion), deposit.amount);
  await issueReward(trx, promotion, referral.referrer_id, amount, depositKey(deposit.memberId), deposit.at);
}

/**
 * The valid-bet reward: each referred friend (of one referrer, or of every member) whose settled valid
 * bet since registering has reached the running promotion's threshold issues the referrer's bonus
 * (`friendsActiveSince`: only friends with settled bets since then, the job's incremental runs),
 * once: `bet_rewarded_at` moves from null by a conditional update in the same transaction as the
 * reward (key `referral:<friend>:bet`), so a parallel page read and job run issue it once. Returns the
 * number issued.
 */
export async function issueBetRewards(db: Kysely<Database>, merchantId: number, now: Date, referrerId?: number, friendsActiveSince?: Date): Promise<number> {
  const promotion = await runningReferral(db, merchantId, now);
  if (!promotion) return 0;
  const rules = referralRules(promotion);
  if (rules.betThreshold <= 0 || rules.betBonus <= 0) return 0;
  let query = db
    .selectFrom('referral as r')
    .innerJoin('bet_record as b', 'b.member_id', 'r.friend_id')
    .select(['r.id', 'r.referrer_id', 'r.friend_id'])
    .select((eb) => eb.fn.sum<number | string>('b.valid_bet').as('total'))
    .where('r.merchant_id', '=', merchantId)
    .where('r.bet_rewarded_at', 'is', null)
    .where('b.status', '=', 'settled')
    .whereRef('b.created_at', '>=', 'r.registered_at')
    .groupBy(['r.id', 'r.referrer_id', 'r.friend_id'])
    .having((eb) => eb.fn.sum('b.valid_bet'), '>=', rules.betThreshold);
  if (referrerId !== undefined) query = query.where('r.referrer_id', '=', referrerId);
  // The job's incremental runs: only friends who bet since then can have reached the threshold.
  if (friendsActiveSince !== undefined) {
    const since = friendsActiveSince.toISOString();
    query = query.where('r.friend_id', 'in', (eb) =>
      eb.selectFrom('bet_record').select('member_id').where('merchant_id', '=', merchantId).where('status', '=', 'settled').where('created_at', '>=', since),
    );
  }
  const due = await query.execute();
  const at = now.toISOString();
  let issued = 0;
  for (const row of due) {
    await db.transaction().execute(async (trx) => {
      const marked = await trx.updateTable('referral').set({ bet_rewarded_at: at }).where('id', '=', row.id).where('bet_rewarded_at', 'is', null).executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return;
      if (await issueReward(trx, promotion, row.referrer_id, rules.betBonus, betKey(row.friend_id), at)) issued += 1;
    });
  }
  return issued;
}

/** Every merchant with a REFERRAL promotion running now. */
export async function merchantsRunningReferral(db: Db, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const rows = await db.selectFrom('promotion').select('merchant_id').distinct().where('kind', '=', 'REFERRAL').where('starts_at', '<=', at).where('ends_at', '>', at).execute();
  return rows.map((row) => row.merchant_id);
}
