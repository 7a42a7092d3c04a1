import type { PromotionAudience, PromotionKind } from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Language } from '../http/messages';
import type { PromotionTexts, StoredRules } from './rules';

export interface DemoPromotion {
  code: string;
  kind: PromotionKind;
  audience: PromotionAudience;
  budget: number;
  rules: StoredRules;
  prizes?: { amount: number; weight: number; stock: number | null }[];
  texts: Record<Language, PromotionTexts>;
}

const DAY = 86_400_000;

/** Adds the promotions a merchant lacks (by code), after those it has, running from yesterday for a year. */
export async function seedPromotions(trx: Transaction<Database>, merchantId: number, promotions: readonly DemoPromotion[], now = new Date()): Promise<void> {
  for (const promotion of promotions) {
    const exists = await trx.selectFrom('promotion').select('id').where('merchant_id', '=', merchantId).where('code', '=', promotion.code).executeTakeFirst();
    if (exists) continue;
    // After every promotion the merchant has: lists seeded by several features keep their own order.
    const last = await trx.selectFrom('promotion').select((eb) => eb.fn.max<number | null>('sort').as('sort')).where('merchant_id', '=', merchantId).executeTakeFirst();
    const sort = last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1;
    const row = await trx
      .insertInto('promotion')
      .values({
        merchant_id: merchantId,
        code: promotion.code,
        kind: promotion.kind,
        audience: promotion.audience,
        starts_at: new Date(now.getTime() - DAY).toISOString(),
        ends_at: new Date(now.getTime() + 365 * DAY).toISOString(),
        budget: promotion.budget,
        rules: JSON.stringify(promotion.rules),
        texts: JSON.stringify(promotion.texts),
        sort,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const prize of promotion.prizes ?? []) await trx.insertInto('promotion_prize').values({ promotion_id: row.id, ...prize }).execute();
  }
}
