import { fieldErrorOf, type FieldErrorOptions, type FieldProblem } from '@portal/shared';
import { UNKNOWN_PROBLEM } from './refusal';

/** What a form shows: a problem under each field, and one for the whole form. */
export type Problems<F extends string> = Partial<Record<F | 'form', FieldProblem>>;


export function hasProblems(problems: Partial<Record<string, FieldProblem | null | undefined>>): boolean {
  return Object.values(problems).some((problem) => problem !== null && problem !== undefined);
}

/** Drops the fields that passed, so `hasProblems` and the state only hold real problems. */
export function onlyProblems<F extends string>(found: Partial<Record<F | 'form', FieldProblem | null | undefined>>): Problems<F> {
  const problems: Problems<F> = {};
  for (const [field, problem] of Object.entries(found) as Array<[F | 'form', FieldProblem | null | undefined]>) {
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * A failed call as the account forms show it (`fieldErrorOf`): the server's message, already in the
 * user's language, under the field its code is about (`byCode`) or that it names (after `rename`) when
 * the form shows that field, otherwise above the submit button; "unknown error" when there is no
 * message to show.
 */
export function problemsFromError<F extends string>(error: unknown, shownFields: readonly F[], options: FieldErrorOptions<F> = {}): Problems<F> {
  const { field, message } = fieldErrorOf(error, shownFields, options);
  return { [field ?? 'form']: message ?? UNKNOWN_PROBLEM } as Problems<F>;
}
