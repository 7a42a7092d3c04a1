import {
  formatMoneyWithSymbol,
  PROTECTION_MONEY_LIMITS,
  PROTECTION_PERIODS,
  PROTECTION_RAISE_DELAY_MS,
  SESSION_LIMIT_MAX_MINUTES,
  siteDay,
  type ProtectionLimit,
  type ProtectionLimitBody,
  type ProtectionMoneyLimit,
  type ProtectionPeriod,
  type ProtectionRefusal,
} from '@portal/shared/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database, IsoTime } from '../db/schema';
import { ApiError, validationFailed } from '../http/api-error';
import { limitPeriodAt } from './periods';
import { lockMemberWallet } from '../wallet';
import { depositsSince, limitRows, movedSince } from './queries';

/*
 * The limits a player sets on itself. Lowering one applies at once; raising or removing one waits 24
 * hours (`pending_*`), so a moment's impulse cannot lift it. A pending value whose time has come is the
 * limit in force whether or not a write has applied it yet: every reader resolves it from the clock.
 *
 * Enforcement runs inside the transaction that moves the money, after the member's wallet row is
 * locked (the ledger's stake hook; the deposit order's own lock), so two parallel bets cannot pass a
 * limit together: the second waits for the first to commit and then counts it.
 */

type Db = Kysely<Database>;
type LimitRow = Awaited<ReturnType<typeof limitRows>>[number];

const SESSION = 'session';

/** The limit in force at `now` (a pending raise or removal counts once its time is passed). */
export function amountInForce(row: Pick<LimitRow, 'amount' | 'pending_amount' | 'pending_at'>, now: IsoTime): number | null {
  if (row.pending_at !== null && row.pending_at <= now) return row.pending_amount === null ? null : Number(row.pending_amount);
  return row.amount === null ? null : Number(row.amount);
}

const pendingOf = (row: LimitRow, now: IsoTime) =>
  row.pending_at !== null && row.pending_at > now ? { amount: row.pending_amount === null ? null : Number(row.pending_amount), appliesAt: row.pending_at } : null;

/**
 * What a money limit's period has used. Deposit: orders credited or pending. Wager: stakes (a
 * cancelled lottery bet's refund takes its stake back) and money moved into a vendor's games. Loss:
 * the same net of wins and of money coming back from a vendor's games (negative while ahead).
 */
async function usedOf(db: Db, memberId: number, kind: ProtectionMoneyLimit, since: IsoTime, now: IsoTime): Promise<number> {
  if (kind === 'deposit') return depositsSince(db, memberId, since, now);
  if (kind === 'wager') return stakesSince(db, memberId, since);
  return -(await netSince(db, memberId, since));
}

/** Stakes since `since` (what the wager limit counts): bets from MAIN, net of refunds, and money into vendors' games. */
export async function stakesSince(db: Db, memberId: number, since: IsoTime): Promise<number> {
  const bets = await movedSince(db, memberId, ['bet'], since);
  const intoGames = await movedSince(db, memberId, ['transfer'], since, true);
  return Math.max(0, -bets) - intoGames;
}

/** Wins and money back from vendors' games minus stakes since `since` (the loss limit counts its negation). */
export async function netSince(db: Db, memberId: number, since: IsoTime): Promise<number> {
  return movedSince(db, memberId, ['bet', 'payout', 'transfer'], since);
}

/** A limit's view: in force, pending, used this period, what remains and when it resets. */
async function viewOf(db: Db, memberId: number, row: LimitRow, nowMs: number): Promise<ProtectionLimit> {
  const now = new Date(nowMs).toISOString();
  const amount = amountInForce(row, now);
  const base = { kind: row.kind as ProtectionLimit['kind'], period: row.period, amount, pending: pendingOf(row, now) };
  if (row.kind === SESSION) return { ...base, used: 0, remaining: amount, resetsAt: null };
  const period = limitPeriodAt(row.period as ProtectionPeriod, nowMs);
  const net = await usedOf(db, memberId, row.kind as ProtectionMoneyLimit, new Date(period.start).toISOString(), now);
  const used = Math.max(0, net);
  return { ...base, used, remaining: amount === null ? null : Math.max(0, amount - net), resetsAt: new Date(period.end).toISOString() };
}

const ORDER = [...PROTECTION_MONEY_LIMITS, SESSION];
const sortLimits = (a: LimitRow, b: LimitRow) =>
  ORDER.indexOf(a.kind as never) - ORDER.indexOf(b.kind as never) || PROTECTION_PERIODS.indexOf(a.period as never) - PROTECTION_PERIODS.indexOf(b.period as never);

/** Every limit of the member that is in force or pending, in a fixed order. */
export async function limitsOf(db: Db, memberId: number, nowMs: number): Promise<ProtectionLimit[]> {
  const now = new Date(nowMs).toISOString();
  const rows = (await limitRows(db, memberId)).filter((row) => amountInForce(row, now) !== null || pendingOf(row, now) !== null).sort(sortLimits);
  const views: ProtectionLimit[] = [];
  for (const row of rows) views.push(await viewOf(db, memberId, row, nowMs));
  return views;
}

/** The views of rows already read (the ops list). */
export async function viewsOfRows(db: Db, memberId: number, rows: readonly LimitRow[], nowMs: number): Promise<ProtectionLimit[]> {
  const now = new Date(nowMs).toISOString();
  const views: ProtectionLimit[] = [];
  for (const row of [...rows].filter((r) => amountInForce(r, now) !== null || pendingOf(r, now) !== null).sort(sortLimits)) views.push(await viewOf(db, memberId, row, nowMs));
  return views;
}

/**
 * Sets one limit (the caller's transaction). Lower than the one in force (or a first one): at once.
 * Higher, or removed: pending for 24 hours, the limit in force staying until then. The same as in
 * force: a pending raise is withdrawn. Recorded in `protection_change` with when it applies.
 */
export async function setLimit(trx: Db, memberId: number, body: ProtectionLimitBody, nowMs: number, by = 'member'): Promise<void> {
  const { kind, amount: wanted } = body;
  const period = kind === SESSION ? SESSION : body.period;
  if (period === undefined) throw validationFailed('period', 'protection.limit.period');
  if (kind === SESSION && wanted !== null && wanted > SESSION_LIMIT_MAX_MINUTES) {
    throw validationFailed('amount', 'protection.limit.session', { max: SESSION_LIMIT_MAX_MINUTES });
  }
  const now = new Date(nowMs).toISOString();
  const row = await trx.selectFrom('protection_limit').selectAll().where('member_id', '=', memberId).where('kind', '=', kind).where('period', '=', period).executeTakeFirst();
  const current = row ? amountInForce(row, now) : null;
  const tighter = wanted !== null && (current === null || wanted <= current);
  const appliesAt = tighter ? now : new Date(nowMs + PROTECTION_RAISE_DELAY_MS).toISOString();
  const values = tighter
    ? { amount: wanted, pending_amount: null, pending_at: null, updated_at: now }
    : { amount: current, pending_amount: wanted, pending_at: appliesAt, updated_at: now };
  if (current === null && wanted === null) return;
  if (row) {
    await trx.updateTable('protection_limit').set(values).where('member_id', '=', memberId).where('kind', '=', kind).where('period', '=', period).execute();
  } else {
    await trx.insertInto('protection_limit').values({ member_id: memberId, kind, period, ...values }).execute();
  }
  await trx
    .insertInto('protection_change')
    .values({ member_id: memberId, subject: 'limit', kind, period, from_amount: current, to_amount: wanted, by, created_at: now, applies_at: appliesAt, ends_at: null })
    .execute();
}

function limitRefusal(kind: ProtectionMoneyLimit, period: ProtectionPeriod, limit: number, remaining: number, resetsAtMs: number): ApiError {
  const value: ProtectionRefusal = { kind, period, limit, remaining, resetsAt: new Date(resetsAtMs).toISOString() };
  return new ApiError(400, `protection.${kind}.limit`, `protection.${kind}.limit`, value, null, {
    remaining: formatMoneyWithSymbol(remaining),
    resets: siteDay(resetsAtMs),
  });
}

/**
 * Refuses a movement of `amount` that would take a money limit of `kinds` past its limit in any
 * period. `extra(kind, used)` is what the movement adds to a limit's count. Run in the moving
 * transaction, after the member's wallet row is locked.
 */
async function assertWithin(db: Db, memberId: number, kinds: readonly ProtectionMoneyLimit[], amount: number, nowMs: number): Promise<void> {
  const now = new Date(nowMs).toISOString();
  const rows = (await limitRows(db, memberId)).filter((row) => (kinds as readonly string[]).includes(row.kind));
  for (const row of rows.sort(sortLimits)) {
    const limit = amountInForce(row, now);
    if (limit === null) continue;
    const kind = row.kind as ProtectionMoneyLimit;
    const period = limitPeriodAt(row.period as ProtectionPeriod, nowMs);
    const used = await usedOf(db, memberId, kind, new Date(period.start).toISOString(), now);
    if (used + amount > limit) throw limitRefusal(kind, row.period as ProtectionPeriod, limit, Math.max(0, limit - used), period.end);
  }
}

/**
 * The ledger's stake hook: a stake of `amount` (minor units, positive) from the member's wallets. The
 * wager limit counts it; the loss limit counts it as lost until a win comes back. Runs after the
 * debit locked the wallet row, in its transaction; a refusal rolls the bet back whole.
 */
export async function assertStakeWithinLimits(trx: Db, memberId: number, amount: number, nowMs: number): Promise<void> {
  await assertWithin(trx, memberId, ['loss', 'wager'], amount, nowMs);
}

/**
 * A deposit order of `amount`, before payment: the deposit limits count credited orders and pending
 * ones not yet expired, so orders made in parallel cannot pass a limit together (the member's wallet
 * row is locked first, in the order's transaction).
 */
export async function assertDepositWithinLimits(trx: Db, dialect: DialectName, memberId: number, amount: number, nowMs: number): Promise<void> {
  await lockMemberWallet(trx, dialect, memberId);
  await assertWithin(trx, memberId, ['deposit'], amount, nowMs);
}

/** The session limit in force (minutes), or null. */
export async function sessionLimitOf(db: Db, memberId: number, nowMs: number): Promise<number | null> {
  const now = new Date(nowMs).toISOString();
  const row = await db.selectFrom('protection_limit').selectAll().where('member_id', '=', memberId).where('kind', '=', SESSION).executeTakeFirst();
  return row ? amountInForce(row, now) : null;
}

/**
 * Whether a session opened at `createdAt` has reached its member's session limit at `nowMs` (the
 * session store then ends it). One read of the member's limits per T call; none set, nothing else.
 */
export async function sessionEnded(db: Db, session: { memberId: number; createdAt: IsoTime }, nowMs: number): Promise<boolean> {
  const minutes = await sessionLimitOf(db, session.memberId, nowMs);
  return minutes !== null && nowMs - Date.parse(session.createdAt) >= minutes * 60_000;
}
