import { formatMoneyWithSymbol, type TurnoverProgress, type WithdrawLock } from '@portal/shared/contracts';
import { ApiError } from '../http/api-error';
import type { Language } from '../http/messages';
import { withRisk } from '../risk';
import { siteSetting } from '../site';
import { textsOf, type Db } from './rules';

/*
 * Turnover and the money it locks (api/docs/promotions.md). A claimed bonus locks what it paid
 * (and, for a deposit bonus, the deposit it was issued on) until its turnover is met: no money below
 * the locked amount leaves the wallet by withdrawal, transfer, red envelope or the mall's cash. The
 * rest of the balance stays the member's to withdraw. The lock stands until the turnover is met, even
 * when play has taken the balance below it: winnings on bonus money stay locked as the bonus did,
 * so a bonus staked and won is not cash before its turnover. Where the site asks for it
 * (`depositRolloverPercent`), deposits not yet played through are held the same way. The check runs
 * in the ledger's transaction, after the debit has locked the wallet's row (wallet/ledger.ts
 * `OutgoingHold`), so a claim, deposit or bet racing it cannot change it.
 */

type TurnoverRow = { id: number; reward_id: number; required: number; locked: number; started_at: string };

/**
 * A claimed bonus's turnover progress: the member's valid bet in settled bet records (in-house rounds,
 * lottery settlement) from the claim on, capped at the requirement. Each requirement counts every
 * valid bet since its own start (two bonuses claimed together both progress with the same bets).
 */
export async function progressOf(db: Db, memberId: number, turnover: { required: number; started_at: string }): Promise<TurnoverProgress> {
  const required = Number(turnover.required);
  const progress = Math.min(required, await validBetSince(db, memberId, turnover.started_at));
  return { required, progress, status: progress >= required ? 'COMPLETED' : 'IN_PROCESS', startTime: turnover.started_at };
}

async function validBetSince(db: Db, memberId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('bet_record')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('valid_bet'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The turnover of each of a member's claimed rewards that has one, by reward id. */
export async function turnoversOf(db: Db, memberId: number, rewardIds: number[]): Promise<Map<number, TurnoverProgress>> {
  const out = new Map<number, TurnoverProgress>();
  if (rewardIds.length === 0) return out;
  const rows = await db.selectFrom('promotion_turnover').selectAll().where('member_id', '=', memberId).where('reward_id', 'in', rewardIds).execute();
  for (const row of rows) out.set(row.reward_id, await progressOf(db, memberId, row));
  return out;
}

interface RunningTurnover {
  row: TurnoverRow;
  progress: TurnoverProgress;
}

async function runningTurnovers(db: Db, memberId: number): Promise<RunningTurnover[]> {
  const rows = await db.selectFrom('promotion_turnover').select(['id', 'reward_id', 'required', 'locked', 'started_at']).where('member_id', '=', memberId).orderBy('started_at').orderBy('id').execute();
  const running: RunningTurnover[] = [];
  for (const row of rows) {
    const progress = await progressOf(db, memberId, row);
    if (progress.status === 'IN_PROCESS') running.push({ row: { ...row, required: Number(row.required), locked: Number(row.locked) }, progress });
  }
  return running;
}

/** The valid bet still to play before the member's claimed bonuses' turnovers are all met (0: none running). */
export async function turnoverRemaining(db: Db, memberId: number): Promise<number> {
  return (await runningTurnovers(db, memberId)).reduce((sum, t) => sum + t.progress.required - t.progress.progress, 0);
}

/** Deposits not yet played through, where the site holds them (`depositRolloverPercent`). */
async function depositLock(db: Db, merchantId: number, memberId: number): Promise<{ amount: number; required: number; progress: number } | null> {
  const percent = await siteSetting(db, merchantId, 'depositRolloverPercent');
  if (!percent || percent <= 0) return null;
  const deposits = await db
    .selectFrom('deposit_order')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('total'), eb.fn.min<string | null>('credited_at').as('first')])
    .where('member_id', '=', memberId)
    .where('status', '=', 'credited')
    .executeTakeFirst();
  const first = deposits?.first ?? null;
  if (first === null) return null;
  const required = Math.ceil((Number(deposits?.total ?? 0) * percent) / 100);
  const progress = Math.min(required, await validBetSince(db, memberId, first));
  return progress >= required ? null : { amount: required - progress, required, progress };
}

export interface Locks {
  /** The sum of the locks (not capped by the balance). */
  total: number;
  locks: WithdrawLock[];
}

/** What may not leave the member's wallet now, and why (the withdraw page shows it). */
export async function locksOf(db: Db, merchantId: number, memberId: number, language: Language): Promise<Locks> {
  const running = await runningTurnovers(db, memberId);
  const titles = new Map<number, string>();
  if (running.length > 0) {
    const rows = await db
      .selectFrom('promotion_reward as r')
      .innerJoin('promotion as p', 'p.id', 'r.promotion_id')
      .select(['r.id', 'p.texts'])
      .where('r.id', 'in', running.map((t) => t.row.reward_id))
      .execute();
    for (const row of rows) titles.set(row.id, textsOf(row, language).title);
  }
  const locks: WithdrawLock[] = running
    .map((t) => ({ reason: 'bonus' as const, title: titles.get(t.row.reward_id) ?? null, amount: t.row.locked, required: t.progress.required, progress: t.progress.progress }))
    .filter((lock) => lock.amount > 0);
  const deposit = await depositLock(db, merchantId, memberId);
  if (deposit) locks.push({ reason: 'deposit', title: null, ...deposit });
  return { total: locks.reduce((sum, lock) => sum + lock.amount, 0), locks };
}

/**
 * The ledger's hold on money leaving a member's wallet (withdrawal, transfers, envelopes, the
 * mall's cash), run in the debit's transaction after the wallet's row is locked: the balance left
 * must still cover every lock. A refusal names the valid bet still to play and is a risk event.
 */
export async function assertUnlocked(db: Db, merchantId: number, memberId: number, balanceAfter: number, amount: number, kind: string): Promise<void> {
  const { total, locks } = await locksOf(db, merchantId, memberId, 'EN');
  if (balanceAfter >= total) return;
  const remaining = locks.reduce((sum, lock) => sum + lock.required - lock.progress, 0);
  const free = Math.max(0, balanceAfter + amount - total);
  const money = { locked: formatMoneyWithSymbol(total), available: formatMoneyWithSymbol(free), remaining: formatMoneyWithSymbol(remaining) };
  throw withRisk(new ApiError(400, 'promotion.turnover.open', 'promotion.turnover.open', { remaining, locked: total, available: free }, null, money), {
    memberId,
    kind: 'turnover.hold',
    amount,
    detail: `${kind}: ${money.locked} locked, ${money.remaining} to play`,
  });
}
