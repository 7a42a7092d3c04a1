import type { PointEntryKind, PointEntryList, PointExchangeList, PointGoodList } from '@portal/shared/contracts';
import type { Db } from './config';
import type { Language } from '../http/messages';
import { exchangeOf, goodTexts } from './texts';

export const goodImageUrl = (code: string) => `/wps/asset/point-good/${encodeURIComponent(code)}.svg`;

/** getPointReward: the merchant's active goods, in their order, with what is left of each. */
export async function listGoods(db: Db, merchantId: number, language: Language): Promise<PointGoodList> {
  const rows = await db.selectFrom('point_good').selectAll().where('merchant_id', '=', merchantId).where('active', '=', 1).orderBy('sort').orderBy('id').execute();
  return rows.map((row) => {
    const texts = goodTexts(row.texts, language);
    return {
      goodId: row.id,
      code: row.code,
      name: texts.name,
      details: texts.details,
      imageUrl: goodImageUrl(row.code),
      points: Number(row.points),
      amount: Number(row.amount),
      stock: row.stock,
      available: row.stock - row.taken,
      redeemed: row.taken,
      ships: row.ships === 1,
    };
  });
}

/** MCS2_getRedeemPointList: the member's exchanges, newest first (the latest 200). */
export async function listExchanges(db: Db, memberId: number, language: Language): Promise<PointExchangeList> {
  const rows = await db
    .selectFrom('point_exchange as x')
    .leftJoin('point_good as g', 'g.id', 'x.good_id')
    .selectAll('x')
    .select('g.texts as good_texts')
    .where('x.member_id', '=', memberId)
    .orderBy('x.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => exchangeOf(row, language));
}

/** ODSFE2_MemTransDet: the member's points movements, newest first (the latest 200). */
export async function listEntries(db: Db, memberId: number): Promise<PointEntryList> {
  const rows = await db.selectFrom('point_entry').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(200).execute();
  return rows.map((row) => ({
    entryId: row.id,
    kind: row.kind as PointEntryKind,
    points: Number(row.points),
    balanceAfter: Number(row.balance_after),
    reference: row.reference,
    time: row.created_at,
  }));
}
