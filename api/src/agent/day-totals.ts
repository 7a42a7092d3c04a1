import { sql, type Kysely } from 'kysely';
import { siteDay } from '@portal/shared/contracts';
import type { Database, IsoTime } from '../db/schema';

/*
 * The team reports' figures per member and site day (table `member_day`, migration 0012). Each is
 * moved in the transaction of the thing that changes it, so the sums can never disagree with the
 * bet records and the ledger: a round's bet record (`countBet`), every ledger movement
 * (`countMovement`, one hook keyed by the movement's kind) and a new member (`countJoin`). One
 * upsert per member and day; on PostgreSQL the row is locked by the caller's transaction, after the
 * wallet rows the same movement already holds, so the order of locks does not change.
 */

type Db = Kysely<Database>;

export interface DayDeltas {
  joined?: 0 | 1;
  bet_count?: number;
  bet_amount?: number;
  valid_bet?: number;
  payout?: number;
  deposit?: number;
  withdrawal?: number;
  bonus?: number;
  transfer_in?: number;
  transfer_out?: number;
}

type Column = keyof DayDeltas;

async function addToDay(trx: Db, memberId: number, at: IsoTime, deltas: DayDeltas): Promise<void> {
  const columns = (Object.keys(deltas) as Column[]).filter((column) => deltas[column] !== undefined && deltas[column] !== 0);
  if (columns.length === 0) return;
  const values = Object.fromEntries(columns.map((column) => [column, deltas[column]]));
  // `joined` is a flag: the day a member is created, not a count.
  const set = Object.fromEntries(
    columns.map((column) => [column, column === 'joined' ? sql`1` : sql`${sql.ref(`member_day.${column}`)} + ${sql.ref(`excluded.${column}`)}`]),
  );
  await trx
    .insertInto('member_day')
    .values({ member_id: memberId, day: siteDay(new Date(at)), ...values })
    .onConflict((conflict) => conflict.columns(['member_id', 'day']).doUpdateSet(set))
    .execute();
}

/**
 * What a ledger movement of `kind` and signed `amount` adds to the member's day: deposits; withdrawals
 * net of refunds (what left and did not come back, as the member's own reports count them); bonuses;
 * member-to-member transfers (`transfer.*`) in and out. Nothing for `bet` and `payout` (the bet record
 * counts them, with the valid bet the ledger does not know), `seed`, `adjustment` (ops, not activity)
 * and `transfer` (between a member's own wallets).
 */
export function deltasOfMovement(kind: string, amount: number): DayDeltas | null {
  if (kind === 'deposit') return { deposit: amount };
  if (kind === 'withdrawal' || kind === 'withdrawal.refund') return { withdrawal: -amount };
  if (kind === 'bonus' || kind.startsWith('bonus.')) return { bonus: amount };
  if (kind.startsWith('transfer.')) return amount > 0 ? { transfer_in: amount } : { transfer_out: -amount };
  return null;
}

/** The ledger's hook: called for each member leg of a movement, in the movement's transaction. */
export async function countMovement(trx: Db, memberId: number, kind: string, amount: number, at: IsoTime): Promise<void> {
  const deltas = deltasOfMovement(kind, amount);
  if (deltas) await addToDay(trx, memberId, at, deltas);
}

/** A settled bet record (in-house round or a vendor's bet), in the transaction that writes it. */
export async function countBet(trx: Db, memberId: number, bet: { betAmount: number; validBet: number; payout: number }, at: IsoTime): Promise<void> {
  await addToDay(trx, memberId, at, { bet_count: 1, bet_amount: bet.betAmount, valid_bet: bet.validBet, payout: bet.payout });
}

/** A new member: counted on the day it was created. */
export async function countJoin(trx: Db, memberId: number, at: IsoTime): Promise<void> {
  await addToDay(trx, memberId, at, { joined: 1 });
}
