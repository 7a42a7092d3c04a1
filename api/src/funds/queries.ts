import { sql, type Kysely, type Transaction } from 'kysely';
import type { BankCardRow, Database, DepositChannelRow, DepositOrderRow, IsoTime, WithdrawOrderRow } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/* Deposits */

export async function listChannels(db: Db, merchantId: number): Promise<DepositChannelRow[]> {
  return db.selectFrom('deposit_channel').selectAll().where('merchant_id', '=', merchantId).where('enabled', '=', 1).orderBy('sort').orderBy('id').execute();
}

export async function findChannel(db: Db, merchantId: number, id: number): Promise<DepositChannelRow | undefined> {
  return db.selectFrom('deposit_channel').selectAll().where('merchant_id', '=', merchantId).where('id', '=', id).executeTakeFirst();
}

export type DepositOrderView = DepositOrderRow & { channel_code: string; channel_name: string };

function depositView(db: Db) {
  return db
    .selectFrom('deposit_order as o')
    .innerJoin('deposit_channel as c', 'c.id', 'o.channel_id')
    .selectAll('o')
    .select(['c.code as channel_code', 'c.name as channel_name']);
}

export async function findDepositByNo(db: Db, orderNo: string): Promise<DepositOrderView | undefined> {
  return depositView(db).where('o.order_no', '=', orderNo).executeTakeFirst();
}

export async function findDepositByRequest(db: Db, memberId: number, requestId: string): Promise<DepositOrderView | undefined> {
  return depositView(db).where('o.member_id', '=', memberId).where('o.request_id', '=', requestId).executeTakeFirst();
}

export async function pageDeposits(db: Db, memberId: number, fromIso: IsoTime, toIso: IsoTime, limit: number, offset: number) {
  const base = db.selectFrom('deposit_order').where('member_id', '=', memberId).where('created_at', '>=', fromIso).where('created_at', '<', toIso);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    depositView(db)
      .where('o.member_id', '=', memberId)
      .where('o.created_at', '>=', fromIso)
      .where('o.created_at', '<', toIso)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** Pending orders past their time become `expired` (the job; reads also show them expired at once). */
/** Pending orders past their time → expired; answers the orders it moved. */
export async function expireDeposits(db: Db, now: IsoTime): Promise<{ member_id: number; order_no: string }[]> {
  return db
    .updateTable('deposit_order')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .returning(['member_id', 'order_no'])
    .execute();
}

/* Banks and cards */

export async function listBanks(db: Db) {
  return db.selectFrom('bank').select(['code', 'name']).where('enabled', '=', 1).orderBy('sort').execute();
}

export async function findBank(db: Db, code: string) {
  return db.selectFrom('bank').select(['code', 'name']).where('code', '=', code).where('enabled', '=', 1).executeTakeFirst();
}

export type BankCardView = BankCardRow & { bank_name: string };

export async function listCards(db: Db, memberId: number): Promise<BankCardView[]> {
  return db
    .selectFrom('bank_card as c')
    .innerJoin('bank as b', 'b.code', 'c.bank_code')
    .selectAll('c')
    .select('b.name as bank_name')
    .where('c.member_id', '=', memberId)
    .orderBy('c.slot')
    .execute();
}

/* Withdrawals */

export async function findWithdrawByNo(db: Db, orderNo: string): Promise<WithdrawOrderRow | undefined> {
  return db.selectFrom('withdraw_order').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

export async function findWithdrawByRequest(db: Db, memberId: number, requestId: string): Promise<WithdrawOrderRow | undefined> {
  return db.selectFrom('withdraw_order').selectAll().where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
}

export async function pageWithdrawals(db: Db, memberId: number, fromIso: IsoTime, toIso: IsoTime, limit: number, offset: number) {
  const base = db.selectFrom('withdraw_order').where('member_id', '=', memberId).where('created_at', '>=', fromIso).where('created_at', '<', toIso);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { total: Number(count.n), rows };
}

export async function dailyUse(db: Db, memberId: number, day: string): Promise<{ count: number; total: number }> {
  const row = await db.selectFrom('withdraw_daily').select(['count', 'total']).where('member_id', '=', memberId).where('day', '=', day).executeTakeFirst();
  return { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) };
}

/**
 * Counts one more withdrawal of `amount` for the member's day, only while both daily limits hold:
 * one conditional upsert, so parallel requests cannot pass together. False when a limit refused it.
 */
export async function takeDailyRoom(db: Db, memberId: number, day: string, amount: number, limits: { dailyMax: number; dailyCountMax: number }): Promise<boolean> {
  const row = await db
    .insertInto('withdraw_daily')
    .values({ member_id: memberId, day, count: 1, total: amount })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'day'])
        .doUpdateSet({ count: sql<number>`${sql.ref('withdraw_daily.count')} + 1`, total: sql<number>`${sql.ref('withdraw_daily.total')} + ${amount}` })
        .where(sql.ref('withdraw_daily.count'), '<', limits.dailyCountMax)
        .where(sql<number>`${sql.ref('withdraw_daily.total')} + ${amount}`, '<=', limits.dailyMax),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** A rejected withdrawal gives its room back (it does not count against the day). */
export async function releaseDailyRoom(db: Db, memberId: number, day: string, amount: number): Promise<void> {
  await db
    .updateTable('withdraw_daily')
    .set({ count: sql<number>`${sql.ref('count')} - 1`, total: sql<number>`${sql.ref('total')} - ${amount}` })
    .where('member_id', '=', memberId)
    .where('day', '=', day)
    .execute();
}
