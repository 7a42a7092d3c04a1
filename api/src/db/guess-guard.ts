import type { Kysely } from 'kysely';
import type { DialectName } from './connect';
import type { Database } from './schema';

/*
 * A lock on guessing one of a member's secrets, whoever guesses from wherever: the payment password
 * (wallet/payment-password.ts) and the second factor (authenticator/second-factor-guard.ts). Five wrong
 * tries in a row lock it for 5 minutes: every check is refused and checks nothing. Until a right one,
 * or 15 minutes without a wrong one, clears the count, each further wrong try locks it for 5 minutes
 * again. Over time a guesser gets no more than 5 tries per 15 minutes, then one per 5 minutes.
 *
 * "In a row" holds whatever the concurrency: one member's checks of one guard run one at a time, on
 * every instance (see `oneAtATime` and `guessGuarded`), so of a burst of wrong guesses exactly 5 are
 * checked and right ones sent together all pass.
 */

/** The tables of guards: one row per member, the same columns (migrations 0009 and 0036). */
export type GuardTable = 'payment_password_guard' | 'second_factor_guard';

export const GUESS_MAX_FAILURES = 5;
/** As long as the refusal says ("after 5 minutes"). */
export const GUESS_LOCK_MS = 5 * 60_000;
/** Wrong tries older than this (counted from the last one) are forgotten. */
export const GUESS_MEMORY_MS = 15 * 60_000;

export interface GuardContext {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** What came of a guess: `locked` was refused unchecked (it neither counts nor moves the lock). */
export type GuessOutcome = 'right' | 'wrong' | 'locked';

type Db = Kysely<Database>;

/**
 * One member's checks of one guard on this instance, one after another: a chain of promises per
 * member, per guard, per server (keyed by its database handle, so two servers in one process, as in
 * the tests, queue apart and meet only at the database's row lock). It keeps a burst to one database
 * connection at a time, and on SQLite, one instance by definition, it is the whole serialization.
 */
const queues = new WeakMap<object, Map<string, Promise<unknown>>>();

function oneAtATime<T>(db: Db, key: string, work: () => Promise<T>): Promise<T> {
  let members = queues.get(db);
  if (!members) queues.set(db, (members = new Map()));
  const run = (members.get(key) ?? Promise.resolve()).then(work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  members.set(key, tail);
  void tail.then(() => {
    if (members.get(key) === tail) members.delete(key);
  });
  return run;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Reads the member's guard, refuses while it is locked, runs `check` (true: right) and writes down its
 * outcome. A `check` that throws is no guess: nothing is counted and the error goes on. On PostgreSQL
 * it all runs in one transaction holding the guard row (`SELECT … FOR UPDATE`), so the checks of one
 * member on all instances take turns; the check holds that one connection meanwhile. SQLite's one
 * connection must not be held across it: there the queue suffices. `now` is the moment in ms.
 */
export function guessGuarded(ctx: GuardContext, table: GuardTable, memberId: number, now: () => number, check: () => Promise<boolean>): Promise<GuessOutcome> {
  const decide = async (db: Db): Promise<GuessOutcome> => {
    await db.insertInto(table).values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
    const guard = await db
      .selectFrom(table)
      .selectAll()
      .where('member_id', '=', memberId)
      .$if(ctx.dialect === 'postgres', (qb) => qb.forUpdate())
      .executeTakeFirstOrThrow();
    const at = now();
    if (guard.locked_until !== null && guard.locked_until > iso(at)) return 'locked';
    if (await check()) {
      await db.updateTable(table).set({ failures: 0, last_failure_at: null, locked_until: null }).where('member_id', '=', memberId).execute();
      return 'right';
    }
    const remembered = guard.last_failure_at !== null && guard.last_failure_at > iso(at - GUESS_MEMORY_MS);
    const failures = (remembered ? Number(guard.failures) : 0) + 1;
    const locked_until = failures >= GUESS_MAX_FAILURES ? iso(at + GUESS_LOCK_MS) : null;
    await db.updateTable(table).set({ failures, last_failure_at: iso(at), locked_until }).where('member_id', '=', memberId).execute();
    return 'wrong';
  };
  return oneAtATime(ctx.db, `${table}:${memberId}`, () => (ctx.dialect === 'postgres' ? ctx.db.transaction().execute(decide) : decide(ctx.db)));
}
