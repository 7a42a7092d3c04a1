import { formatMoneyWithSymbol, NTH_DEPOSIT_KINDS, type DepositPromotion, type DepositPromotionList } from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, MemberRow, PromotionRow } from '../db/schema';
import { validationFailed } from '../http/api-error';
import type { Language } from '../http/messages';
import { joinPromotion } from './join';
import { joinerFacts, joinRefusal } from './joinable';
import { depositBonus, kindOf, rulesOf, textsOf, type Db } from './rules';

type Member = Pick<MemberRow, 'id' | 'merchant_id' | 'created_at'>;

const DEPOSIT_KINDS = [...Object.keys(NTH_DEPOSIT_KINDS), 'DEPOSIT'];

/**
 * The deposit bonuses the member's next deposit may take: a deposit kind, not joined (a joined one
 * pays by itself, a rejected or taken one never will), one the join would take (joinable.ts: window
 * and budget, audience, eligibility rules), and for an nth-deposit kind the next credited deposit
 * being the nth.
 */
async function offeredRows(db: Db, member: Member, now: Date): Promise<PromotionRow[]> {
  const rows = await db
    .selectFrom('promotion')
    .selectAll()
    .where('merchant_id', '=', member.merchant_id)
    .where('kind', 'in', DEPOSIT_KINDS)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('promotion_member as m').select('m.id').whereRef('m.promotion_id', '=', 'promotion.id').where('m.member_id', '=', member.id))))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const joiner = await joinerFacts(db, member);
  const offered: PromotionRow[] = [];
  for (const row of rows) {
    const nth = NTH_DEPOSIT_KINDS[kindOf(row) as keyof typeof NTH_DEPOSIT_KINDS];
    if (nth !== undefined && nth !== joiner.deposits + 1) continue;
    if (!(await joinRefusal(db, row, joiner, now))) offered.push(row);
  }
  return offered;
}

function toOffer(row: PromotionRow, language: Language): DepositPromotion {
  const rules = rulesOf(row);
  const texts = textsOf(row, language);
  return {
    promotionId: row.id,
    promotionType: kindOf(row),
    title: texts.title,
    summary: texts.summary,
    bonusPercent: rules.bonusPercent ?? 0,
    bonusCap: rules.bonusCap ?? 0,
    minDeposit: rules.minDeposit ?? 0,
    turnoverMultiplier: rules.turnoverMultiplier ?? 0,
  };
}

/** MCSFE_getDepositPromotionList: the deposit page's opt-in choices, in the caller's language. */
export async function depositPromotions(db: Db, member: Member, language: Language, now: Date): Promise<DepositPromotionList> {
  return (await offeredRows(db, member, now)).map((row) => toOffer(row, language));
}

/**
 * A deposit request that opts into a bonus, in the transaction that makes its order: the bonus must be
 * one the deposit page offers now and the amount must earn something; it is then joined through the
 * promotions' own join (its eligibility rules apply), so the credited deposit issues it. A bonus
 * the member joined already needs nothing more: the credit issues it anyway.
 */
export async function joinWithDeposit(ctx: AppContext, trx: Transaction<Database>, member: Member, promotionId: number, amount: number, now: Date): Promise<void> {
  const joined = await trx
    .selectFrom('promotion_member as m')
    .innerJoin('promotion as p', 'p.id', 'm.promotion_id')
    .select('p.kind')
    .where('m.promotion_id', '=', promotionId)
    .where('m.member_id', '=', member.id)
    .where('m.status', '=', 'SIGNED_UP')
    .where('p.merchant_id', '=', member.merchant_id)
    .executeTakeFirst();
  if (joined && DEPOSIT_KINDS.includes(joined.kind)) return;
  const offer = (await offeredRows(trx, member, now)).find((row) => row.id === promotionId);
  if (!offer) throw validationFailed('promotionId', 'funds.promotion');
  const rules = rulesOf(offer);
  if (depositBonus(rules, amount) <= 0) throw validationFailed('amount', 'funds.promotion.min', { min: formatMoneyWithSymbol(rules.minDeposit ?? 0) });
  await joinPromotion(ctx, member, { promotionId }, now, trx);
}
