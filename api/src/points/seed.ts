import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Language } from '../http/messages';
import type { GoodTexts } from './texts';

export interface DemoPointGood {
  code: string;
  points: number;
  /** Cash (minor units) paid from the main wallet on top of the points; 0 for none. */
  amount: number;
  stock: number;
  texts: Record<Language, GoodTexts>;
}

/** Adds the goods a merchant lacks (by code), in the order given. */
export async function seedPointGoods(trx: Transaction<Database>, merchantId: number, goods: readonly DemoPointGood[], now = new Date()): Promise<void> {
  for (const [sort, good] of goods.entries()) {
    const exists = await trx.selectFrom('point_good').select('id').where('merchant_id', '=', merchantId).where('code', '=', good.code).executeTakeFirst();
    if (exists) continue;
    await trx
      .insertInto('point_good')
      .values({ merchant_id: merchantId, code: good.code, points: good.points, amount: good.amount, stock: good.stock, texts: JSON.stringify(good.texts), sort, created_at: now.toISOString() })
      .execute();
  }
}
