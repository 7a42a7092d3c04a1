import type { SetPaymentPasswordBody } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { isoIn, isoNow } from '../db/time';
import { ApiError, fieldError, validationFailed } from '../http/api-error';
import { changeMember, checkRule, isBlank, memberById, REGISTER_RULES } from '../member';

/*
 * The payment password (spec §4, §5): six digits, hashed with scrypt like the login password, asked
 * for by the calls that send money away (transfer to the upline, withdrawals, bank cards). Five wrong
 * tries in a row lock it for 5 minutes: every call that checks it answers 429 `rate.limited` ("please
 * try again after 5 minutes") and checks nothing. Until a right one, or 15 minutes without a wrong one,
 * clears the count, each further wrong try locks it for 5 minutes again. Over time a guesser gets
 * no more than 5 tries per 15 minutes, what the old 15-minute window allowed.
 *
 * "In a row" holds whatever the concurrency: one member's checks run one at a time, on every instance
 * (see `oneAtATime` and `guarded`), so of a burst of wrong guesses exactly 5 are checked and right
 * passwords sent together all pass.
 */

export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
/** As long as `rate.limited` says ("after 5 minutes"). */
export const PAYMENT_PASSWORD_LOCK_MS = 5 * 60_000;
/** Wrong tries older than this (counted from the last one) are forgotten. */
export const PAYMENT_PASSWORD_MEMORY_MS = 15 * 60_000;

type Ctx = Pick<AppContext, 'db' | 'dialect' | 'passwords'>;

/**
 * Six digits, by the site's paymentPassword rule shape (its message: "must be 6 digits"). Built on
 * use: the member domain may still be loading when this module is.
 */
const sixDigits = () => ({ ...REGISTER_RULES.paymentPassword, enabled: true, required: true });

const rateLimited = () => new ApiError(429, 'rate.limited', 'rate.limited');

/**
 * One member's checks on this instance, one after another: a chain of promises per member, per server
 * (keyed by its database handle, so two servers in one process, as in the tests, queue apart and meet
 * only at the database's row lock). It keeps a burst to one database connection at a time, and on
 * SQLite, one instance by definition, it is the whole serialization.
 */
const queues = new WeakMap<object, Map<number, Promise<unknown>>>();

function oneAtATime<T>(ctx: Ctx, memberId: number, work: () => Promise<T>): Promise<T> {
  let members = queues.get(ctx.db);
  if (!members) queues.set(ctx.db, (members = new Map()));
  const run = (members.get(memberId) ?? Promise.resolve()).then(work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  members.set(memberId, tail);
  void tail.then(() => {
    if (members.get(memberId) === tail) members.delete(memberId);
  });
  return run;
}

type Db = Ctx['db'];

/**
 * Reads the member's guard, refuses while it is locked, runs `check` and writes down its outcome. On
 * PostgreSQL it all runs in one transaction holding the guard row (`SELECT … FOR UPDATE`), so the
 * checks of one member on all instances take turns; the scrypt check (~50 ms) holds that one
 * connection meanwhile. SQLite's one connection must not be held across it: there the queue suffices.
 */
async function guarded(ctx: Ctx, memberId: number, check: () => Promise<boolean>): Promise<boolean> {
  const decide = async (db: Db): Promise<boolean> => {
    await db.insertInto('payment_password_guard').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
    const guard = await db
      .selectFrom('payment_password_guard')
      .selectAll()
      .where('member_id', '=', memberId)
      .$if(ctx.dialect === 'postgres', (qb) => qb.forUpdate())
      .executeTakeFirstOrThrow();
    // Refused unchecked: a refusal neither counts nor pushes the end of the lock further out.
    if (guard.locked_until !== null && guard.locked_until > isoNow()) throw rateLimited();
    const right = await check();
    if (right) {
      await db.updateTable('payment_password_guard').set({ failures: 0, last_failure_at: null, locked_until: null }).where('member_id', '=', memberId).execute();
      return true;
    }
    const remembered = guard.last_failure_at !== null && guard.last_failure_at > isoIn(-PAYMENT_PASSWORD_MEMORY_MS);
    const failures = (remembered ? Number(guard.failures) : 0) + 1;
    const locked_until = failures >= PAYMENT_PASSWORD_MAX_FAILURES ? isoIn(PAYMENT_PASSWORD_LOCK_MS) : null;
    await db.updateTable('payment_password_guard').set({ failures, last_failure_at: isoNow(), locked_until }).where('member_id', '=', memberId).execute();
    return false;
  };
  return oneAtATime(ctx, memberId, () => (ctx.dialect === 'postgres' ? ctx.db.transaction().execute(decide) : decide(ctx.db)));
}

/**
 * Checks a payment password against the member's; `field` names it in the answer. Throws 400
 * `payment.password.unset` (none set), 429 `rate.limited` (locked), 400 `payment.password.wrong`.
 */
async function provePaymentPassword(ctx: Ctx, memberId: number, given: unknown, field: string): Promise<void> {
  const member = await memberById(ctx.db, memberId);
  const stored = member?.payment_password_hash ?? null;
  if (!member || stored === null) throw fieldError(400, 'payment.password.unset', 'payment.password.unset', field);
  const right = await guarded(ctx, memberId, async () => typeof given === 'string' && given.length > 0 && given.length <= 64 && (await ctx.passwords.verify(given, stored)));
  if (!right) throw fieldError(400, 'payment.password.wrong', 'payment.password.wrong', field);
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
