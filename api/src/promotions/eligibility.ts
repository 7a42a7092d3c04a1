import { formatMoneyWithSymbol } from '@portal/shared/contracts';
import type { PromotionRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { MessageParams } from '../http/messages';
import { recordRisk, withRisk } from '../risk';
import { rulesOf, type Db, type StoredEligibility } from './rules';

/*
 * Who may take a promotion, by the rules ops set on it (`rules.eligibility`): self-registered only,
 * not an account an agent opened, a verified number, one per phone / device / bank account, a
 * minimum deposited. Checked when a member joins (a refusal in the reader's language, kept as a risk
 * event) and again in the transaction that issues the reward, where the phone, device and bank
 * accounts it is issued with are taken (`promotion_mark`, unique per promotion): two accounts racing
 * on one device cannot both pass, on either database.
 */

export type IneligibleKey =
  | 'promotion.eligibility.selfRegistered'
  | 'promotion.eligibility.agentOpened'
  | 'promotion.eligibility.verifiedPhone'
  | 'promotion.eligibility.noPhone'
  | 'promotion.eligibility.deviceUnknown'
  | 'promotion.eligibility.noPaymentAccount'
  | 'promotion.eligibility.minDeposit'
  | 'promotion.eligibility.phone'
  | 'promotion.eligibility.device'
  | 'promotion.eligibility.paymentAccount';

export interface Ineligible {
  key: IneligibleKey;
  params?: MessageParams;
}

type MarkKind = 'PHONE' | 'DEVICE' | 'CARD';
const TAKEN: Record<MarkKind, IneligibleKey> = { PHONE: 'promotion.eligibility.phone', DEVICE: 'promotion.eligibility.device', CARD: 'promotion.eligibility.paymentAccount' };

/** What the rules look at of a member, read once per answer (a list checks every promotion with it). */
export interface MemberFacts {
  id: number;
  origin: string;
  mobile: string | null;
  mobileVerified: boolean;
  deviceId: string | null;
  /** The bank cards' account numbers, digits only (spaces and dashes are how people type them). */
  cards: string[];
  /** Credited deposits in all, minor units. */
  deposited: number;
}

export async function memberFacts(db: Db, memberId: number): Promise<MemberFacts> {
  const member = await db.selectFrom('member').select(['id', 'origin', 'mobile', 'mobile_verified_at', 'device_id']).where('id', '=', memberId).executeTakeFirstOrThrow();
  const cards = await db.selectFrom('bank_card').select('account_number').where('member_id', '=', memberId).execute();
  const deposits = await db
    .selectFrom('deposit_order')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'credited')
    .executeTakeFirst();
  return {
    id: member.id,
    origin: member.origin,
    mobile: member.mobile,
    mobileVerified: member.mobile !== null && member.mobile_verified_at !== null,
    deviceId: member.device_id,
    cards: [...new Set(cards.map((card) => card.account_number.replace(/\D/g, '')).filter((digits) => digits !== ''))],
    deposited: Number(deposits?.total ?? 0),
  };
}

export const eligibilityOf = (promotion: Pick<PromotionRow, 'rules'>): StoredEligibility => rulesOf(promotion).eligibility ?? {};

/** The phone, device and bank accounts a promotion with these rules is taken with. */
function marksOf(rules: StoredEligibility, facts: MemberFacts): { kind: MarkKind; value: string }[] {
  const marks: { kind: MarkKind; value: string }[] = [];
  if (rules.onePerPhone && facts.mobile) marks.push({ kind: 'PHONE', value: facts.mobile });
  if (rules.onePerDevice && facts.deviceId) marks.push({ kind: 'DEVICE', value: facts.deviceId });
  if (rules.onePerPaymentAccount) for (const card of facts.cards) marks.push({ kind: 'CARD', value: card });
  return marks;
}

/** The first mark another member took this promotion with, if any. */
async function takenMark(db: Db, promotionId: number, memberId: number, marks: { kind: MarkKind; value: string }[]): Promise<Ineligible | null> {
  for (const mark of marks) {
    const other = await db
      .selectFrom('promotion_mark')
      .select('member_id')
      .where('promotion_id', '=', promotionId)
      .where('kind', '=', mark.kind)
      .where('value', '=', mark.value)
      .where('member_id', '!=', memberId)
      .executeTakeFirst();
    if (other) return { key: TAKEN[mark.kind] };
  }
  return null;
}

/** Why this member may not take the promotion, or null. */
export async function ineligibility(db: Db, promotion: Pick<PromotionRow, 'id' | 'rules'>, facts: MemberFacts): Promise<Ineligible | null> {
  const rules = eligibilityOf(promotion);
  if (rules.selfRegisteredOnly && facts.origin !== 'SELF') return { key: 'promotion.eligibility.selfRegistered' };
  if (rules.notAgentOpened && facts.origin === 'AGENT') return { key: 'promotion.eligibility.agentOpened' };
  if (rules.verifiedPhone && !facts.mobileVerified) return { key: 'promotion.eligibility.verifiedPhone' };
  if (rules.onePerPhone && !facts.mobile) return { key: 'promotion.eligibility.noPhone' };
  if (rules.onePerDevice && !facts.deviceId) return { key: 'promotion.eligibility.deviceUnknown' };
  if (rules.onePerPaymentAccount && facts.cards.length === 0) return { key: 'promotion.eligibility.noPaymentAccount' };
  const minimum = rules.minDepositTotal ?? 0;
  if (minimum > 0 && facts.deposited < minimum) return { key: 'promotion.eligibility.minDeposit', params: { amount: formatMoneyWithSymbol(minimum) } };
  return takenMark(db, promotion.id, facts.id, marksOf(rules, facts));
}

/** The join's refusal, carrying its risk event (written once the request's transaction rolled back). */
export function ineligibleError(problem: Ineligible, promotion: Pick<PromotionRow, 'code'>, memberId: number): ApiError {
  return withRisk(new ApiError(400, problem.key, problem.key, null, null, problem.params ?? null), {
    memberId,
    kind: 'promotion.ineligible',
    detail: `${promotion.code}: ${problem.key}`,
  });
}

/**
 * In the transaction that issues a promotion's reward or tickets: whether the member may take it. When
 * it may, the phone, device and bank accounts are taken for it (a unique insert: of two racing, the
 * second finds the first's once it commits); when not, nothing is issued and the attempt is a risk event.
 */
export async function admit(trx: Db, promotion: PromotionRow, memberId: number, amount: number | null, at: string): Promise<boolean> {
  const rules = eligibilityOf(promotion);
  if (Object.keys(rules).length === 0) return true;
  const facts = await memberFacts(trx, memberId);
  let problem = await ineligibility(trx, promotion, facts);
  if (!problem) {
    const inserted: number[] = [];
    const marks = marksOf(rules, facts);
    for (const mark of marks) {
      const row = await trx
        .insertInto('promotion_mark')
        .values({ promotion_id: promotion.id, kind: mark.kind, value: mark.value, member_id: memberId, created_at: at })
        .onConflict((oc) => oc.columns(['promotion_id', 'kind', 'value']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) inserted.push(row.id);
    }
    problem = await takenMark(trx, promotion.id, memberId, marks);
    // Lost a race: give back what this attempt took, so the marks stay those of members who got it.
    if (problem && inserted.length > 0) await trx.deleteFrom('promotion_mark').where('id', 'in', inserted).execute();
  }
  if (!problem) return true;
  await recordRisk(trx, promotion.merchant_id, { memberId, kind: 'promotion.ineligible', amount, detail: `${promotion.code}: ${problem.key}` }, at);
  return false;
}

/** What two accounts share that says one person holds both (a referral's friend and its referrer), if anything. */
export function sharedOwnership(a: MemberFacts, b: MemberFacts): 'PHONE' | 'DEVICE' | 'CARD' | null {
  if (a.mobile !== null && a.mobile === b.mobile) return 'PHONE';
  if (a.deviceId !== null && a.deviceId === b.deviceId) return 'DEVICE';
  if (a.cards.some((card) => b.cards.includes(card))) return 'CARD';
  return null;
}
