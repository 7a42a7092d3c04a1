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

const COLUMNS: readonly Column[] = ['joined', 'bet_count', 'bet_amount', 'valid_bet', 'payout', 'deposit', 'withdrawal', 'bonus', 'transfer_in', 'transfer_out'];

/** One member's change of a movement. */
interface MemberChange {
  memberId: number;
  deltas: DayDeltas;
}

type TeamRow = Record<Column | 'active' | 'changes', number>;

const added = (table: string, column: string) => sql`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`;

/** The member's day row; answers whether this change made the member active that day (its first bet). */
async function addToMemberDay(trx: Db, day: string, { memberId, deltas }: MemberChange): Promise<boolean> {
  const columns = COLUMNS.filter((column) => deltas[column]);
  const values = Object.fromEntries(columns.map((column) => [column, deltas[column]]));
  // `joined` is a flag: the day a member is created, not a count.
  const set = Object.fromEntries(columns.map((column) => [column, column === 'joined' ? sql`1` : added('member_day', column)]));
  const row = await trx
    .insertInto('member_day')
    .values({ member_id: memberId, day, ...values })
    .onConflict((conflict) => conflict.columns(['member_id', 'day']).doUpdateSet(set))
    .returning('bet_count')
    .executeTakeFirstOrThrow();
  const bets = deltas.bet_count ?? 0;
  return bets > 0 && Number(row.bet_count) === bets;
}

/**
 * Moves the day rows of the members and of every agent above them (`team_day`, migration 0014), in
 * the caller's transaction. Members in id order, then the uplines' rows in agent-id order in one
 * statement: every movement takes its locks in the same order, so two movements of one team wait for
 * each other and never deadlock. The top agents' rows of today are the hot ones on PostgreSQL: each
 * movement of the team holds them until it commits (short transactions; see the README's figures).
 */
async function addToDays(trx: Db, at: IsoTime, changes: MemberChange[]): Promise<void> {
  const moving = changes.filter((change) => COLUMNS.some((column) => change.deltas[column])).sort((a, b) => a.memberId - b.memberId);
  if (moving.length === 0) return;
  const day = siteDay(new Date(at));
  const uplines = await trx
    .selectFrom('agent_tree')
    .select(['ancestor_id', 'descendant_id'])
    .where('descendant_id', 'in', moving.map((change) => change.memberId))
    .where('depth', '>=', 1)
    .execute();
  const team = new Map<number, TeamRow>();
  for (const change of moving) {
    const nowActive = await addToMemberDay(trx, day, change);
    for (const { ancestor_id } of uplines.filter((row) => row.descendant_id === change.memberId)) {
      const row = team.get(ancestor_id) ?? (Object.fromEntries([...COLUMNS, 'active', 'changes'].map((column) => [column, 0])) as TeamRow);
      for (const column of COLUMNS) row[column] += change.deltas[column] ?? 0;
      row.active += nowActive ? 1 : 0;
      row.changes += 1;
      team.set(ancestor_id, row);
    }
  }
  if (team.size === 0) return;
  const rows = [...team.entries()].sort(([a], [b]) => a - b).map(([agentId, row]) => ({ agent_id: agentId, day, ...row }));
  const set = Object.fromEntries([...COLUMNS, 'active', 'changes'].map((column) => [column, added('team_day', column)]));
  await trx
    .insertInto('team_day')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['agent_id', 'day']).doUpdateSet(set))
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

/** The ledger's hook: called once per movement with its member legs, in the movement's transaction. */
export async function countMovement(trx: Db, legs: readonly { memberId: number; amount: number }[], kind: string, at: IsoTime): Promise<void> {
  const changes = legs.flatMap(({ memberId, amount }) => {
    const deltas = deltasOfMovement(kind, amount);
    return deltas ? [{ memberId, deltas }] : [];
  });
  await addToDays(trx, at, changes);
}

/** A settled bet record (in-house round or a vendor's bet), in the transaction that writes it. */
export async function countBet(trx: Db, memberId: number, bet: { betAmount: number; validBet: number; payout: number }, at: IsoTime): Promise<void> {
  await addToDays(trx, at, [{ memberId, deltas: { bet_count: 1, bet_amount: bet.betAmount, valid_bet: bet.validBet, payout: bet.payout } }]);
}

/** A new member: counted on the day it was created. */
export async function countJoin(trx: Db, memberId: number, at: IsoTime): Promise<void> {
  await addToDays(trx, at, [{ memberId, deltas: { joined: 1 } }]);
}
