import type { PromotionDetail, PromotionList, PromotionPrize, PromotionStatus, PromotionSummary } from '@portal/shared/contracts';
import type { PromotionRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { translate, type Language } from '../http/messages';
import { ineligibility } from './eligibility';
import { joinerFacts, joinRefusal, type JoinerFacts } from './joinable';
import { isJoinable, kindOf, rulesOf, textsOf, windowStatus, wireRules, type Db } from './rules';
import { termsOf } from './terms';
import { turnoversOf } from './turnover';

export const promotionNotFound = () => new ApiError(404, 'promotion.not.found', 'promotion.not.found');

/** What the caller has to do with a promotion: its participation and rewards, else the window (spec §4 statuses). */
interface MemberView {
  participation: Map<number, string>;
  /** Per promotion: 'I' when a reward waits, 'P' when a claimed one's turnover runs, 'C' when claimed. */
  rewards: Map<number, 'I' | 'P' | 'C'>;
}

async function memberView(db: Db, memberId: number | null, promotionIds: number[]): Promise<MemberView> {
  const view: MemberView = { participation: new Map(), rewards: new Map() };
  if (memberId === null || promotionIds.length === 0) return view;
  const joined = await db.selectFrom('promotion_member').select(['promotion_id', 'status']).where('member_id', '=', memberId).where('promotion_id', 'in', promotionIds).execute();
  for (const row of joined) view.participation.set(row.promotion_id, row.status);
  const rewards = await db.selectFrom('promotion_reward').select(['id', 'promotion_id', 'status']).where('member_id', '=', memberId).where('promotion_id', 'in', promotionIds).execute();
  const turnovers = await turnoversOf(db, memberId, rewards.filter((r) => r.status === 'C').map((r) => r.id));
  const rank = { C: 0, P: 1, I: 2 } as const;
  for (const reward of rewards) {
    const mark = reward.status === 'I' ? 'I' : turnovers.get(reward.id)?.status === 'IN_PROCESS' ? 'P' : 'C';
    const before = view.rewards.get(reward.promotion_id);
    if (before === undefined || rank[mark] > rank[before]) view.rewards.set(reward.promotion_id, mark);
  }
  return view;
}

function statusOf(row: PromotionRow, view: MemberView, memberId: number | null, now: Date): PromotionStatus {
  const window = windowStatus(row, now);
  const joined = view.participation.get(row.id);
  if (joined === 'APPLYING') return 'APPLYING';
  if (joined === 'REJECTED') return 'REJECTED';
  const reward = view.rewards.get(row.id);
  if (reward === 'I') return 'ISSUED';
  if (reward === 'P') return 'IN_PROCESS';
  if (reward === 'C') return 'CLAIMED';
  if (window !== 'OPEN') return window;
  // A kind that takes part by itself (register, Zalo, VIP, rebate, missions, referral): a member is in it.
  if (memberId !== null && !isJoinable(kindOf(row))) return 'SIGNED_UP';
  return joined === 'SIGNED_UP' ? 'SIGNED_UP' : 'JOIN';
}

/** Whether the card offers Join, and why not (in the reader's language) when the member cannot take it. */
interface Offer {
  canJoin: boolean;
  whyNot: string | null;
}

/**
 * The card's offer, by the join's own rule (joinable.ts): Join only where joining would pass. A guest
 * is offered what is open (signing in comes first). A promotion the member holds a reward of or has
 * joined has nothing to offer and nothing to explain; a kind taken part in by doing tells only why its
 * rules exclude the member.
 */
async function offerOf(db: Db, row: PromotionRow, status: PromotionStatus, joiner: JoinerFacts | null, language: Language, now: Date): Promise<Offer> {
  if (joiner === null) return { canJoin: status === 'JOIN', whyNot: null };
  const automatic = !isJoinable(kindOf(row));
  if (status !== 'JOIN' && !(automatic && status === 'SIGNED_UP')) return { canJoin: false, whyNot: null };
  if (automatic) {
    const ineligible = await ineligibility(db, row, joiner.facts);
    return { canJoin: false, whyNot: ineligible ? translate(language, ineligible.key, ineligible.params) : null };
  }
  const refusal = await joinRefusal(db, row, joiner, now);
  return refusal === null ? { canJoin: true, whyNot: null } : { canJoin: false, whyNot: translate(language, refusal.key, refusal.params) };
}

async function joinerOf(db: Db, memberId: number | null): Promise<JoinerFacts | null> {
  if (memberId === null) return null;
  const member = await db.selectFrom('member').select(['id', 'created_at']).where('id', '=', memberId).executeTakeFirstOrThrow();
  return joinerFacts(db, member);
}

function summaryOf(row: PromotionRow, language: Language, status: PromotionStatus, offer: Offer): PromotionSummary {
  const texts = textsOf(row, language);
  return {
    promotionId: row.id,
    code: row.code,
    promotionType: kindOf(row),
    audience: row.audience as PromotionSummary['audience'],
    title: texts.title,
    summary: texts.summary,
    startTime: row.starts_at,
    endTime: row.ends_at,
    status,
    application: rulesOf(row).application ?? false,
    ...offer,
  };
}

/** `/promotions`: the merchant's promotions (those not yet ended first, by sort), with the caller's status. */
export async function listPromotions(db: Db, merchantId: number, memberId: number | null, language: Language, now: Date): Promise<PromotionList> {
  const rows = await db.selectFrom('promotion').selectAll().where('merchant_id', '=', merchantId).orderBy('sort').orderBy('id').execute();
  const view = await memberView(db, memberId, rows.map((row) => row.id));
  const at = now.toISOString();
  const live = rows.filter((row) => row.ends_at > at);
  const ended = rows.filter((row) => row.ends_at <= at);
  const joiner = await joinerOf(db, memberId);
  const list: PromotionList = [];
  for (const row of [...live, ...ended]) {
    const status = statusOf(row, view, memberId, now);
    list.push(summaryOf(row, language, status, await offerOf(db, row, status, joiner, language, now)));
  }
  return list;
}

export async function findPromotion(db: Db, merchantId: number, promotionId: number): Promise<PromotionRow> {
  const row = await db.selectFrom('promotion').selectAll().where('id', '=', promotionId).where('merchant_id', '=', merchantId).executeTakeFirst();
  if (!row) throw promotionNotFound();
  return row;
}

export async function prizesOf(db: Db, promotionId: number): Promise<PromotionPrize[]> {
  const rows = await db.selectFrom('promotion_prize').selectAll().where('promotion_id', '=', promotionId).orderBy('id').execute();
  return rows.map((row) => ({ prizeId: row.id, amount: Number(row.amount), weight: row.weight, left: row.stock === null ? null : row.stock - row.taken }));
}

/** A promotion's page: terms, rules (with each prize's weight and stock left) and the budget left. */
export async function promotionDetail(db: Db, merchantId: number, memberId: number | null, promotionId: number, language: Language, now: Date): Promise<PromotionDetail> {
  const row = await findPromotion(db, merchantId, promotionId);
  const view = await memberView(db, memberId, [row.id]);
  const status = statusOf(row, view, memberId, now);
  return {
    ...summaryOf(row, language, status, await offerOf(db, row, status, await joinerOf(db, memberId), language, now)),
    terms: termsOf(row, language),
    rules: wireRules(rulesOf(row), await prizesOf(db, row.id)),
    budgetLeft: Number(row.budget) - Number(row.budget_used),
  };
}
