import type { AppContext } from '../context';
import { guessGuarded } from '../db/guess-guard';
import { ApiError } from '../http/api-error';

/*
 * The second factor of an account is guessed against one count, whatever the ticket and wherever the
 * guesser is: the answers to a login's second factor (every ticket, every address, every method) and
 * the proofs of unbinding the authenticator. Five wrong ones in a row lock them all for 5 minutes, as
 * the payment password's guesses are locked (db/guess-guard.ts): while locked, every answer, a right
 * one too, is refused 429 `rate.limited` ("please try again after 5 minutes") and checks nothing.
 */

/** The refusals that are a wrong guess; any other (no code sent yet, a dead ticket) is not one. */
const WRONG_GUESSES: ReadonlySet<string> = new Set(['verification.invalid', 'authenticator.code.used', 'authenticator.password.wrong']);

const locked = () => new ApiError(429, 'rate.limited', 'rate.limited');

/**
 * Runs `prove` (it throws the refusal of a wrong answer) under the member's second-factor lock: a wrong
 * answer counts toward it and is thrown as `prove` threw it; while locked, 429 `rate.limited` and
 * `prove` does not run. The clock is the server's (config.now), as the authenticator's codes are.
 */
export async function guardSecondFactor(ctx: AppContext, memberId: number, prove: () => Promise<void>): Promise<void> {
  let wrong: unknown;
  const outcome = await guessGuarded(ctx, 'second_factor_guard', memberId, ctx.config.now, async () => {
    try {
      await prove();
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && WRONG_GUESSES.has(error.errorCode))) throw error;
      wrong = error;
      return false;
    }
  });
  if (outcome === 'locked') throw locked();
  if (outcome === 'wrong') throw wrong;
}
