import type { SetPaymentPasswordBody } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { GUESS_MAX_FAILURES, guessGuarded } from '../db/guess-guard';
import { ApiError, fieldError, validationFailed } from '../http/api-error';
import { changeMember, checkRule, isBlank, memberById, REGISTER_RULES } from '../member';

/*
 * The payment password (spec §4, §5): six digits, hashed with scrypt like the login password, asked
 * for by the calls that send money away (transfer to the upline, withdrawals, bank cards). Its guesses
 * are locked as db/guess-guard.ts says: five wrong tries in a row lock it for 5 minutes, and every
 * call that checks it then answers 429 `rate.limited` ("please try again after 5 minutes") and checks
 * nothing, whatever the concurrency.
 */

export const PAYMENT_PASSWORD_MAX_FAILURES = GUESS_MAX_FAILURES;

type Ctx = Pick<AppContext, 'db' | 'dialect' | 'passwords'>;

/**
 * Six digits, by the site's paymentPassword rule shape (its message: "must be 6 digits"). Built on
 * use: the member domain may still be loading when this module is.
 */
const sixDigits = () => ({ ...REGISTER_RULES.paymentPassword, enabled: true, required: true });

const rateLimited = () => new ApiError(429, 'rate.limited', 'rate.limited');

/**
 * Checks a payment password against the member's; `field` names it in the answer. Throws 400
 * `payment.password.unset` (none set), 429 `rate.limited` (locked), 400 `payment.password.wrong`.
 */
async function provePaymentPassword(ctx: Ctx, memberId: number, given: unknown, field: string): Promise<void> {
  const member = await memberById(ctx.db, memberId);
  const stored = member?.payment_password_hash ?? null;
  if (!member || stored === null) throw fieldError(400, 'payment.password.unset', 'payment.password.unset', field);
  const outcome = await guessGuarded(ctx, 'payment_password_guard', memberId, Date.now, async () => {
    return typeof given === 'string' && given.length > 0 && given.length <= 64 && (await ctx.passwords.verify(given, stored));
  });
  if (outcome === 'locked') throw rateLimited();
  if (outcome === 'wrong') throw fieldError(400, 'payment.password.wrong', 'payment.password.wrong', field);
}

/**
 * For every call that asks for the payment password (withdrawals, bank cards, transfer to the
 * upline): resolves when `given` is the member's; otherwise throws 400 `payment.password.unset` or
 * `payment.password.wrong` (value `{ field: "paymentPassword" }`), or 429 `rate.limited` for 5
 * minutes after 5 wrong tries in a row. Call it before the money transaction (scrypt is slow on purpose).
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
