import type { SetPaymentPasswordBody } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { isoIn, isoNow } from '../db/time';
import { ApiError, fieldError, validationFailed } from '../http/api-error';
import { changeMember, checkRule, isBlank, memberById, REGISTER_RULES } from '../member';

/*
 * The payment password (spec §4, §5): six digits, hashed with scrypt like the login password, asked
 * for by the calls that send money away (transfer to the upline, withdrawals, bank cards). Five wrong
 * tries within 15 minutes lock it: every call that checks it answers 429 `rate.limited` until the
 * oldest of those tries is 15 minutes old. A right one clears the count.
 */

export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_WINDOW_MS = 15 * 60_000;

type Ctx = Pick<AppContext, 'db' | 'passwords'>;

/**
 * Six digits, by the site's paymentPassword rule shape (its message: "must be 6 digits"). Built on
 * use: the member domain may still be loading when this module is.
 */
const sixDigits = () => ({ ...REGISTER_RULES.paymentPassword, enabled: true, required: true });

const rateLimited = () => new ApiError(429, 'rate.limited', 'rate.limited');

/** More checks than this at once (one member) are refused: a member submits one form at a time. */
export const PAYMENT_PASSWORD_MAX_PARALLEL = 10;

/** The member's tries within the window: failures, and tries still being checked. */
async function recentTries(ctx: Ctx, memberId: number): Promise<{ failures: number; pending: number }> {
  const rows = await ctx.db
    .selectFrom('payment_password_failure')
    .select(['pending', (eb) => eb.fn.countAll<number>().as('count')])
    .where('member_id', '=', memberId)
    .where('created_at', '>', isoIn(-PAYMENT_PASSWORD_WINDOW_MS))
    .groupBy('pending')
    .execute();
  const count = (pending: number) => Number(rows.find((row) => Number(row.pending) === pending)?.count ?? 0);
  return { failures: count(0), pending: count(1) };
}

/**
 * Checks a payment password against the member's; `field` names it in the answer. Throws 400
 * `payment.password.unset` (none set), 429 `rate.limited` (locked), 400 `payment.password.wrong`.
 */
async function provePaymentPassword(ctx: Ctx, memberId: number, given: unknown, field: string): Promise<void> {
  const member = await memberById(ctx.db, memberId);
  const stored = member?.payment_password_hash ?? null;
  if (!member || stored === null) throw fieldError(400, 'payment.password.unset', 'payment.password.unset', field);
  // The try is written down (pending) before the slow check and counted with the others. Of many
  // tries sent at once, the k-th written sees at least k, so at most 5 + MAX_PARALLEL are ever checked,
  // while one member's few parallel right tries all go through.
  const attempt = await ctx.db
    .insertInto('payment_password_failure')
    .values({ member_id: memberId, created_at: isoNow(), pending: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tries = await recentTries(ctx, memberId);
  if (tries.failures >= PAYMENT_PASSWORD_MAX_FAILURES || tries.failures + tries.pending > PAYMENT_PASSWORD_MAX_FAILURES + PAYMENT_PASSWORD_MAX_PARALLEL) {
    // Refused unchecked: it does not push the end of the lock further out.
    await ctx.db.deleteFrom('payment_password_failure').where('id', '=', attempt.id).execute();
    throw rateLimited();
  }
  const right = typeof given === 'string' && given.length > 0 && given.length <= 64 && (await ctx.passwords.verify(given, stored));
  if (!right) {
    await ctx.db.updateTable('payment_password_failure').set({ pending: 0 }).where('id', '=', attempt.id).execute();
    throw fieldError(400, 'payment.password.wrong', 'payment.password.wrong', field);
  }
  // A right one clears the failures (tries of other requests still being checked stay counted).
  await ctx.db.deleteFrom('payment_password_failure').where('member_id', '=', memberId).where((eb) => eb.or([eb('pending', '=', 0), eb('id', '=', attempt.id)])).execute();
}

/**
 * For every call that asks for the payment password (withdrawals, bank cards, transfer to the
 * upline): resolves when `given` is the member's; otherwise throws 400 `payment.password.unset` or
 * `payment.password.wrong` (value `{ field: "paymentPassword" }`), or 429 `rate.limited` after 5
 * wrong tries within 15 minutes. Call it before the money transaction (scrypt is slow on purpose).
 */
export async function verifyPaymentPassword(ctx: Ctx, memberId: number, given: unknown): Promise<void> {
  await provePaymentPassword(ctx, memberId, given, 'paymentPassword');
}

export async function hasPaymentPassword(ctx: Ctx, memberId: number): Promise<boolean> {
  const member = await memberById(ctx.db, memberId);
  return Boolean(member?.payment_password_hash);
}


/** Sets or changes the payment password: six digits, confirmed; the old one proven when one is set. */
export async function setPaymentPassword(ctx: Ctx, memberId: number, body: SetPaymentPasswordBody): Promise<null> {
  checkRule('paymentPassword', sixDigits(), body.paymentPassword);
  if (isBlank(body.confirmPaymentPassword)) throw validationFailed('confirmPaymentPassword', 'validation.required');
  if (body.confirmPaymentPassword !== body.paymentPassword) throw validationFailed('confirmPaymentPassword', 'validation.confirmPassword');
  if (await hasPaymentPassword(ctx, memberId)) {
    if (isBlank(body.oldPaymentPassword)) throw validationFailed('oldPaymentPassword', 'validation.required');
    await provePaymentPassword(ctx, memberId, body.oldPaymentPassword, 'oldPaymentPassword');
  }
  await changeMember(ctx.db, memberId, { payment_password_hash: await ctx.passwords.hash(body.paymentPassword) });
  return null;
}
