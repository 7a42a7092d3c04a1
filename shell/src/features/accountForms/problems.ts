import { isApiError, type FieldProblem } from '@portal/shared';

/** What a form shows: a problem under each field, and one for the whole form. */
export type Problems<F extends string> = Partial<Record<F | 'form', FieldProblem>>;

export const UNKNOWN_PROBLEM: FieldProblem = { key: 'shared:errors.unknown' };

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
 * Where a failed call's message goes: under the field the server names (`value.field`) or that its
 * code is about, when the form shows that field; otherwise above the submit button. The message is the
 * server's, already in the user's language.
 */
export function problemsFromError<F extends string>(
  error: unknown,
  shownFields: readonly F[],
  fieldOfCode: Partial<Record<string, F>> = {},
  renameField: Partial<Record<string, F>> = {},
): Problems<F> {
  if (!isApiError(error)) return { form: UNKNOWN_PROBLEM } as Problems<F>;
  const named = error.field ? (renameField[error.field] ?? (error.field as F)) : undefined;
  const field = fieldOfCode[error.code] ?? named;
  if (field && shownFields.includes(field)) return { [field]: error.message } as Problems<F>;
  return { form: error.message } as Problems<F>;
}
