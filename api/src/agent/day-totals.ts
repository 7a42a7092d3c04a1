import { sql, type Kysely } from 'kysely';
import { siteDay } from '@portal/shared/contracts';
import { inParts } from '../db/parts';
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

/**
 * The members' day rows, one statement per part of the members in id order (the order of their row locks);
 * answers the members this change made active that day (its first bets). One change per member.
 */
async function addToMemberDays(trx: Db, day: string, changes: readonly MemberChange[]): Promise<Set<number>> {
  const active = new Set<number>();
  for (const part of inParts(changes)) {
    const columns = COLUMNS.filter((column) => part.some((change) => change.deltas[column]));
    // `joined` is a flag: the day a member is created, not a count.
    const set = Object.fromEntries(
      columns.map((column) => [column, column === 'joined' ? sql`case when ${sql.ref('excluded.joined')} = 1 then 1 else ${sql.ref('member_day.joined')} end` : added('member_day', column)]),
    );
    const rows = await trx
      .insertInto('member_day')
      .values(part.map(({ memberId, deltas }) => ({ member_id: memberId, day, ...Object.fromEntries(columns.map((column) => [column, deltas[column] ?? 0])) })))
      .onConflict((conflict) => conflict.columns(['member_id', 'day']).doUpdateSet(set))
      .returning(['member_id', 'bet_count'])
      .execute();
    const bets = new Map(part.map((change) => [change.memberId, change.deltas.bet_count ?? 0]));
    for (const row of rows) {
      const count = bets.get(row.member_id) ?? 0;
      if (count > 0 && Number(row.bet_count) === count) active.add(row.member_id);
    }
  }
  return active;
}

/** One change per member (in id order): a member's changes of one movement added together. */
function byMember(changes: readonly MemberChange[]): MemberChange[] {
  const out = new Map<number, MemberChange>();
  for (const change of changes) {
    const moving = COLUMNS.some((column) => change.deltas[column]);
    if (!moving) continue;
    const known = out.get(change.memberId);
    if (!known) {
      out.set(change.memberId, { memberId: change.memberId, deltas: { ...change.deltas } });
      continue;
    }
    for (const column of COLUMNS) {
      const value = (known.deltas[column] ?? 0) + (change.deltas[column] ?? 0);
      (known.deltas as Record<Column, number>)[column] = column === 'joined' ? Math.min(value, 1) : value;
    }
  }
  return [...out.values()].sort((a, b) => a.memberId - b.memberId);
}

/**
 * How many rows each agent's day is spread over (`team_day.shard`, migration 0045): a movement adds to
 * the shard of its member (id modulo this), so the movements of one big team take one of this many row
 * locks instead of one. Readers sum an agent's day over its shards.
 */
export const TEAM_DAY_SHARDS = 16;

/**
 * Moves the day rows of the members and of every agent above them (`team_day`, migrations 0014 and
 * 0045), in the caller's transaction. Members in id order, then the uplines' rows in (agent, shard)
 * order in one statement: every movement takes its locks in the same order, so two movements of one
 * team wait for each other only on the same shard, and never deadlock.
 */
async function addToDays(trx: Db, at: IsoTime, changes: MemberChange[]): Promise<void> {
  const moving = byMember(changes);
  if (moving.length === 0) return;
  const day = siteDay(new Date(at));
  const uplines = await trx
    .selectFrom('agent_tree')
    .select(['ancestor_id', 'descendant_id'])
    .where('descendant_id', 'in', moving.map((change) => change.memberId))
    .where('depth', '>=', 1)
    .execute();
  const nowActive = await addToMemberDays(trx, day, moving);
  const team = new Map<string, { agentId: number; shard: number; row: TeamRow }>();
  for (const change of moving) {
    const shard = change.memberId % TEAM_DAY_SHARDS;
    for (const { ancestor_id } of uplines.filter((row) => row.descendant_id === change.memberId)) {
      const key = `${ancestor_id}:${shard}`;
      const entry = team.get(key) ?? { agentId: ancestor_id, shard, row: Object.fromEntries([...COLUMNS, 'active', 'changes'].map((column) => [column, 0])) as TeamRow };
      for (const column of COLUMNS) entry.row[column] += change.deltas[column] ?? 0;
      entry.row.active += nowActive.has(change.memberId) ? 1 : 0;
      entry.row.changes += 1;
      team.set(key, entry);
    }
  }
  if (team.size === 0) return;
  const rows = [...team.values()].sort((a, b) => a.agentId - b.agentId || a.shard - b.shard).map(({ agentId, shard, row }) => ({ agent_id: agentId, day, shard, ...row }));
  const set = Object.fromEntries([...COLUMNS, 'active', 'changes'].map((column) => [column, added('team_day', column)]));
  await trx
    .insertInto('team_day')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['agent_id', 'day', 'shard']).doUpdateSet(set))
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
  await countBets(trx, [{ memberId, ...bet }], at);
}

/** Settled bet records of many members at once (a draw's settlement): the agents' rows in one statement. */
export async function countBets(trx: Db, bets: readonly { memberId: number; betAmount: number; validBet: number; payout: number }[], at: IsoTime): Promise<void> {
  await addToDays(
    trx,
    at,
    bets.map((bet) => ({ memberId: bet.memberId, deltas: { bet_count: 1, bet_amount: bet.betAmount, valid_bet: bet.validBet, payout: bet.payout } })),
  );
}

/** A new member: counted on the day it was created. */
export async function countJoin(trx: Db, memberId: number, at: IsoTime): Promise<void> {
  await addToDays(trx, at, [{ memberId, deltas: { joined: 1 } }]);
}
