import { referralPath, REWARD_STATUSES, type ReferralFriendPage, type ReferralFriendsQuery, type ReferralInfo } from '@portal/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database, MemberRow } from '../db/schema';
import type { Language } from '../http/messages';
import { textsOf } from '../promotions';
import { codeOf } from './codes';
import { referralRules, runningReferral } from './programme';
import { issueReferralRewards } from './rewards';

type Member = Pick<MemberRow, 'id' | 'merchant_id'>;

/** A friend's account as the referrer sees it: enough to recognise, not enough to log in with. */
export function maskAccount(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  if (account.length <= 6) return `${account.slice(0, 2)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** The friend a reward was for, from its key `referral:<friend>:<rule>`. */
const friendOfKey = (key: string) => Number(key.split(':')[1]);

/** The member's referral rewards (issued or claimed: not those a self-exclusion cancelled), with the friend each was for. */
async function rewardsOf(db: Kysely<Database>, memberId: number) {
  const rows = await db
    .selectFrom('promotion_reward as r')
    .innerJoin('promotion as p', 'p.id', 'r.promotion_id')
    .select(['r.source_key', 'r.amount', 'r.status'])
    .where('r.member_id', '=', memberId)
    .where('r.status', 'in', REWARD_STATUSES)
    .where('p.kind', '=', 'REFERRAL')
    .execute();
  return rows.map((row) => ({ friendId: friendOfKey(row.source_key), amount: Number(row.amount), status: row.status }));
}

/**
 * MCSFE_getReferralInfo. The friends' rewards due are issued first (the job issues them too),
 * so the totals shown include every reward already earned.
 */
export async function referralInfo(db: Kysely<Database>, member: Member, language: Language, now: Date): Promise<ReferralInfo> {
  await issueReferralRewards(db, member.merchant_id, now, member.id);
  const code = await codeOf(db, member, now);
  const friends = await db.selectFrom('referral').select((eb) => eb.fn.countAll<number | string>().as('n')).where('referrer_id', '=', member.id).executeTakeFirst();
  const rewards = await rewardsOf(db, member.id);
  const promotion = await runningReferral(db, member.merchant_id, now);
  const texts = promotion ? textsOf(promotion, language) : null;
  return {
    enabled: promotion !== undefined,
    code,
    path: referralPath(code),
    friends: Number(friends?.n ?? 0),
    rewardsEarned: rewards.reduce((sum, reward) => sum + reward.amount, 0),
    rewardsToClaim: rewards.filter((reward) => reward.status === 'I').reduce((sum, reward) => sum + reward.amount, 0),
    promotionId: promotion?.id ?? null,
    title: texts?.title ?? '',
    terms: texts?.terms ?? '',
    rules: promotion ? referralRules(promotion) : null,
  };
}

/** MCSFE_getReferralFriends: newest first, a page at a time. */
export async function referralFriends(db: Kysely<Database>, member: Member, query: ReferralFriendsQuery): Promise<ReferralFriendPage> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const total = await db.selectFrom('referral').select((eb) => eb.fn.countAll<number | string>().as('n')).where('referrer_id', '=', member.id).executeTakeFirst();
  const rows = await db
    .selectFrom('referral as r')
    .innerJoin('member as m', 'm.id', 'r.friend_id')
    .select(['r.friend_id', 'r.registered_at', 'm.account'])
    .where('r.referrer_id', '=', member.id)
    .orderBy('r.registered_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const ids = rows.map((row) => row.friend_id);
  const deposited = new Set<number>();
  if (ids.length > 0) {
    const paid = await db.selectFrom('deposit_order').select('member_id').distinct().where('member_id', 'in', ids).where('status', '=', 'credited').execute();
    for (const row of paid) deposited.add(row.member_id);
  }
  const earned = new Map<number, number>();
  for (const reward of await rewardsOf(db, member.id)) earned.set(reward.friendId, (earned.get(reward.friendId) ?? 0) + reward.amount);
  const count = Number(total?.n ?? 0);
  return {
    content: rows.map((row) => ({
      account: maskAccount(row.account),
      registeredTime: row.registered_at,
      firstDeposit: deposited.has(row.friend_id),
      rewardsEarned: earned.get(row.friend_id) ?? 0,
    })),
    pageNum: pageNo,
    totalPages: Math.ceil(count / pageSize),
    totalElements: count,
  };
}
