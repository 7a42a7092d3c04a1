import { isApiError } from '@portal/kernel';
import { formatIssue, serverProblem, type FieldErrorOptions, type FieldProblem, type ServerProblem } from '@portal/shared';

export const UNKNOWN_PROBLEM: FieldProblem = { key: 'shared:errors.unknown' };

/** A failed call as one message (beside a button, above a form): the server's, or "unknown error". */
export function failureProblem(error: unknown): FieldProblem {
  return (isApiError(error) && error.message) || UNKNOWN_PROBLEM;
}

/**
 * A failure the form has worded itself (the bot check could not be made): `refusalOf` puts its message
 * above the form as it is, where any other error that is not the server's would say "unknown error".
 */
export class FormRefusal extends Error {}

/**
 * How an account form sorts a failed call, for `useForm`'s `handleSubmit`: the server's message under
 * the field its code is about (`byCode`) or that it names (after `rename`) when the form shows that field,
 * otherwise above the submit button; "unknown error" when there is nothing to show. Only the fields the
 * form shows for this attempt are passed: a login never pins a refusal on the username or password.
 */
export function refusalOf<F extends string>(shownFields: readonly F[], options: FieldErrorOptions<F> = {}): (error: unknown) => ServerProblem<F> {
  return (error) => (error instanceof FormRefusal ? { fields: {}, form: error.message } : serverProblem(error, shownFields, formatIssue(UNKNOWN_PROBLEM), options));
}
