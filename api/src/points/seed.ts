import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Language } from '../http/messages';
import { movePoints } from './account';
import type { GoodTexts } from './texts';

export interface DemoPointGood {
  code: string;
  points: number;
  /** Cash (minor units) paid from the main wallet on top of the points; 0 for none. */
  amount: number;
  stock: number;
  /** Sent by post (its redeem asks a shipping address); false for what needs none (a phone top-up). */
  ships: boolean;
  texts: Record<Language, GoodTexts>;
}

/** Adds the goods a merchant lacks (by code), in the order given. */
export async function seedPointGoods(trx: Transaction<Database>, merchantId: number, goods: readonly DemoPointGood[], now = new Date()): Promise<void> {
  for (const [sort, good] of goods.entries()) {
    const exists = await trx.selectFrom('point_good').select('id').where('merchant_id', '=', merchantId).where('code', '=', good.code).executeTakeFirst();
    if (exists) continue;
    await trx
      .insertInto('point_good')
      .values({ merchant_id: merchantId, code: good.code, points: good.points, amount: good.amount, stock: good.stock, ships: good.ships ? 1 : 0, texts: JSON.stringify(good.texts), sort, created_at: now.toISOString() })
      .execute();
  }
}

/**
 * Gives a member points once (a GIFT entry, key `gift:<key>:<member>`), through the same movement as
 * every other: a second run with the same key finds the entry and gives nothing.
 */
export async function giftPoints(trx: Transaction<Database>, memberId: number, points: number, key: string, now = new Date()): Promise<void> {
  const idempotencyKey = `gift:${key}:${memberId}`;
  const given = await trx.selectFrom('point_entry').select('id').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  if (given) return;
  await movePoints(trx, { memberId, delta: points, kind: 'GIFT', key: idempotencyKey, reference: key, at: now.toISOString() });
}
