import { formatMoneyWithSymbol, type TurnoverProgress } from '@portal/shared/contracts';
import { ApiError } from '../http/api-error';
import type { Db } from './rules';

/**
 * A claimed bonus's turnover progress: the member's valid bet in settled bet records (in-house rounds,
 * lottery settlement) from the claim on, capped at the requirement. Each requirement counts every
 * valid bet since its own start (two bonuses claimed together both progress with the same bets).
 */
export async function progressOf(db: Db, memberId: number, turnover: { required: number; started_at: string }): Promise<TurnoverProgress> {
  const row = await db
    .selectFrom('bet_record')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('valid_bet'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .where('created_at', '>=', turnover.started_at)
    .executeTakeFirst();
  const required = Number(turnover.required);
  const progress = Math.min(required, Number(row?.total ?? 0));
  return { required, progress, status: progress >= required ? 'COMPLETED' : 'IN_PROCESS', startTime: turnover.started_at };
}

/** The turnover of each of a member's claimed rewards that has one, by reward id. */
export async function turnoversOf(db: Db, memberId: number, rewardIds: number[]): Promise<Map<number, TurnoverProgress>> {
  const out = new Map<number, TurnoverProgress>();
  if (rewardIds.length === 0) return out;
  const rows = await db.selectFrom('promotion_turnover').selectAll().where('member_id', '=', memberId).where('reward_id', 'in', rewardIds).execute();
  for (const row of rows) out.set(row.reward_id, await progressOf(db, memberId, row));
  return out;
}

/** The valid bet still to play before the member's claimed bonuses' turnovers are all met (0: none running). */
export async function turnoverRemaining(db: Db, memberId: number): Promise<number> {
  const rows = await db.selectFrom('promotion_turnover').selectAll().where('member_id', '=', memberId).execute();
  let remaining = 0;
  for (const row of rows) {
    const progress = await progressOf(db, memberId, row);
    remaining += progress.required - progress.progress;
  }
  return remaining;
}

/**
 * The withdrawal rule (api/README.md "Promotions"): while a claimed bonus's turnover is still running,
 * withdrawals are refused, naming the valid bet still to play (the platform's terms: a bonus and its
 * winnings are withdrawable once the turnover is met). Deposits, transfers and play are not held back.
 */
export async function assertTurnoverMet(db: Db, memberId: number): Promise<void> {
  const remaining = await turnoverRemaining(db, memberId);
  if (remaining > 0) {
    throw new ApiError(400, 'promotion.turnover.open', 'promotion.turnover.open', { remaining }, null, { remaining: formatMoneyWithSymbol(remaining) });
  }
}
