import { NTH_DEPOSIT_KINDS } from '@portal/shared/contracts';
import type { MemberRow, PromotionRow } from '../db/schema';
import type { MessageKey, MessageParams } from '../http/messages';
import { ineligibility, memberFacts, type Ineligible, type MemberFacts } from './eligibility';
import { creditedDeposits } from './member-facts';
import { isJoinable, kindOf, windowStatus, type Db } from './rules';

/** Why a member cannot join a promotion now: the key of the refusal and, when its rules exclude the member, that reason. */
export interface JoinRefusal {
  key: MessageKey;
  params?: MessageParams;
  /** Set when the promotion's eligibility rules exclude the member (a risk event when asked anyway). */
  ineligible: Ineligible | null;
}

/** What a member's refusals are read from; loaded once for a whole list. */
export interface JoinerFacts {
  member: Pick<MemberRow, 'id' | 'created_at'>;
  deposits: number;
  facts: MemberFacts;
}

export async function joinerFacts(db: Db, member: Pick<MemberRow, 'id' | 'created_at'>): Promise<JoinerFacts> {
  return { member, deposits: await creditedDeposits(db, member.id), facts: await memberFacts(db, member.id) };
}

/**
 * The one rule of "may this member join now", for the join itself and for the cards (a card offers
 * Join only when this is null): a kind taken part in by doing, the window, the audience, an
 * nth-deposit bonus whose deposit is made, then the promotion's eligibility rules.
 */
export async function joinRefusal(db: Db, promotion: PromotionRow, joiner: JoinerFacts, now: Date): Promise<JoinRefusal | null> {
  const kind = kindOf(promotion);
  if (!isJoinable(kind)) return { key: 'promotion.automatic', ineligible: null };
  if (windowStatus(promotion, now) !== 'OPEN') return { key: 'promotion.closed', ineligible: null };
  if (promotion.audience === 'NEW_MEMBERS' && joiner.member.created_at < promotion.starts_at) return { key: 'promotion.audience', ineligible: null };
  const nth = NTH_DEPOSIT_KINDS[kind as keyof typeof NTH_DEPOSIT_KINDS];
  if (nth !== undefined && joiner.deposits >= nth) {
    return nth === 1 ? { key: 'promotion.first.deposit.done', ineligible: null } : { key: 'promotion.deposit.done', params: { n: nth }, ineligible: null };
  }
  const ineligible = await ineligibility(db, promotion, joiner.facts);
  return ineligible ? { key: ineligible.key, params: ineligible.params, ineligible } : null;
}
