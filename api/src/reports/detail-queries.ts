import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Language } from '../http/messages';

/* What the ledger's references point at, read in batches (one query per kind of thing, not per entry). */

type Db = Kysely<Database>;

const NAME_COLUMN = { MY: 'g.name_my', EN: 'g.name_en', CN: 'g.name_cn' } as const;

/** In-house rounds → the game's name in `language`. */
export async function roundGames(db: Db, roundIds: readonly number[], language: Language): Promise<Map<number, string>> {
  if (roundIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('game_round as r')
    .innerJoin('game as g', 'g.id', 'r.game_id')
    .select(['r.id', `${NAME_COLUMN[language]} as name`])
    .where('r.id', 'in', [...roundIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Lottery slips → their game, first draw and the number of draws they cover. */
export async function lotteryOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, { gameCode: string; numero: string; draws: number }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('lottery_order as o')
    .innerJoin('lottery_bet as b', 'b.order_id', 'o.id')
    .select((eb) => ['o.id', 'o.game_code', eb.fn.min('b.numero').as('numero'), eb.fn.count('b.draw_id').distinct().as('draws')])
    .where('o.id', 'in', [...orderIds])
    .groupBy(['o.id', 'o.game_code'])
    .execute();
  return new Map(rows.map((row) => [row.id, { gameCode: row.game_code, numero: String(row.numero), draws: Number(row.draws) }]));
}

/** Promotions → their texts (JSON per language, as stored). */
export async function promotionTexts(db: Db, promotionIds: readonly number[]): Promise<Map<number, string>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db.selectFrom('promotion').select(['id', 'texts']).where('id', 'in', [...promotionIds]).execute();
  return new Map(rows.map((row) => [row.id, row.texts]));
}

export interface PaidSettlement {
  kind: string;
  periodStart: string;
  periodEnd: string;
  payer: string;
  uplineId: number;
  upline: string;
  downlineId: number;
  downline: string;
}

/** Contract payments (their ledger movements) → the settlement paid: its period and both parties. */
export async function settlementsOfTxns(db: Db, txnIds: readonly number[]): Promise<Map<number, PaidSettlement>> {
  if (txnIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('contract_settlement as s')
    .innerJoin('member as up', 'up.id', 's.upline_id')
    .innerJoin('member as down', 'down.id', 's.downline_id')
    .select(['s.txn_id', 's.kind', 's.period_start', 's.period_end', 's.payer', 's.upline_id', 'up.account as upline', 's.downline_id', 'down.account as downline'])
    .where('s.txn_id', 'in', [...txnIds])
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.txn_id),
      { kind: row.kind, periodStart: row.period_start, periodEnd: row.period_end, payer: row.payer, uplineId: row.upline_id, upline: row.upline, downlineId: row.downline_id, downline: row.downline },
    ]),
  );
}
