import { NTH_DEPOSIT_KINDS, type AdminPromotionBody, type PromotionDetail } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { promotionDetail } from './reads';
import type { StoredRules } from './rules';

type Refusal = 'promotion.rules.invalid' | 'promotion.window.invalid' | 'promotion.prizes.drawn' | 'promotion.budget.used';
const refused = (key: Refusal, why?: string) => new ApiError(400, key, key, why ? { why } : null);

/** What a kind needs of its rules to pay anything; the reason when it would not. */
function rulesProblem(body: AdminPromotionBody): string | null {
  const rules = body.rules;
  const prizes = body.prizes ?? [];
  if (rules.tickets && prizes.length === 0) return 'tickets need prizes';
  if (body.kind in NTH_DEPOSIT_KINDS || body.kind === 'DEPOSIT') return (rules.bonusPercent ?? 0) > 0 ? null : 'a deposit bonus needs bonusPercent';
  switch (body.kind) {
    case 'RAFFLE':
      return rules.tickets ? null : 'a raffle needs tickets';
    case 'SIGNUP':
    case 'NEW_REGISTER':
    case 'ZALO_BINDING':
      return (rules.bonusAmount ?? 0) > 0 || rules.tickets ? null : 'needs bonusAmount or tickets';
    case 'MISSION': {
      const targets = (rules.milestones ?? []).map((milestone) => milestone.target);
      if (!rules.measure || targets.length === 0) return 'a mission needs measure and milestones';
      return targets.every((target, index) => target > 0 && (index === 0 || target > targets[index - 1]!)) ? null : 'milestone targets must rise';
    }
    default:
      // MANUAL, UPGRADE_BONUS, RANK_SALARY, REFERRAL: their amounts come from their own tables.
      return null;
  }
}

/**
 * Ops: creates a promotion, or replaces the one of that code (window, budget, rules, texts). Prizes are
 * replaced only while none was drawn (a drawn prize is in members' tickets' proofs); the budget never
 * below what was paid. Answers the promotion's page in English.
 */
export async function savePromotion(ctx: AppContext, merchantId: number, body: AdminPromotionBody, now: Date): Promise<PromotionDetail> {
  const starts = new Date(body.startTime);
  const ends = new Date(body.endTime);
  if (!(ends.getTime() > starts.getTime())) throw refused('promotion.window.invalid');
  const problem = rulesProblem(body);
  if (problem) throw refused('promotion.rules.invalid', problem);
  const rules: StoredRules = body.rules;
  const values = {
    kind: body.kind,
    audience: body.audience,
    starts_at: starts.toISOString(),
    ends_at: ends.toISOString(),
    budget: body.budget,
    rules: JSON.stringify(rules),
    texts: JSON.stringify(body.texts),
  };
  const id = await ctx.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('promotion').select(['id', 'budget_used']).where('merchant_id', '=', merchantId).where('code', '=', body.code).executeTakeFirst();
    let promotionId: number;
    if (existing) {
      if (Number(existing.budget_used) > body.budget) throw refused('promotion.budget.used');
      await trx.updateTable('promotion').set(values).where('id', '=', existing.id).execute();
      promotionId = existing.id;
    } else {
      const last = await trx.selectFrom('promotion').select((eb) => eb.fn.max<number | null>('sort').as('sort')).where('merchant_id', '=', merchantId).executeTakeFirst();
      const sort = last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1;
      const row = await trx
        .insertInto('promotion')
        .values({ ...values, merchant_id: merchantId, code: body.code, sort, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      promotionId = row.id;
    }
    if (body.prizes) {
      const drawn = await trx.selectFrom('promotion_ticket').select('id').where('promotion_id', '=', promotionId).where('status', '=', 'OPENED').executeTakeFirst();
      if (drawn) throw refused('promotion.prizes.drawn');
      await trx.deleteFrom('promotion_prize').where('promotion_id', '=', promotionId).execute();
      for (const prize of body.prizes) await trx.insertInto('promotion_prize').values({ promotion_id: promotionId, ...prize }).execute();
    }
    return promotionId;
  });
  return promotionDetail(ctx.db, merchantId, null, id, 'EN', now);
}
