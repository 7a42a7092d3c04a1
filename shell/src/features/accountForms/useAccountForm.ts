import { useState } from 'react';
import { formatIssue, useForm, type FieldErrors, type FieldProblem, type FormOptions, type FormState, type ServerProblem } from '@portal/shared';

/** What an account form's own checks find: an issue (a text key and its values) under a field, or nothing. */
export type Issues<F extends string> = Partial<Record<F, FieldProblem | null | undefined>>;

export interface AccountForm<F extends string> extends Omit<FormState<F>, 'errors' | 'setErrors' | 'clear' | 'handleSubmit'> {
  /** The message under each field, worded at this render. */
  errors: FieldErrors<F>;
  /** `useForm`'s handleSubmit, with a check that answers issues instead of words. */
  handleSubmit(
    check: () => Issues<F>,
    send: () => Promise<string | void>,
    refusal?: (error: unknown) => ServerProblem<F>,
  ): (event?: { preventDefault(): void }) => Promise<void>;
  /** One field's check outside a submit (the send-code button checks the number): its issue, or none. */
  setIssue(field: F, issue: FieldProblem | null | undefined): void;
  /** Every message goes (another method or tab of the form was chosen). */
  reset(): void;
}

/**
 * `useForm` for the shell's account forms: `useForm` runs the form (checks first, one call at a time,
 * refusals under the field the server names). Their checks answer the validation issues of
 * @portal/shared, worded at each render as the messages have always been, so a message under a field
 * follows the language; what the server says is in the user's language already.
 */
export function useAccountForm<F extends string>(fields: readonly F[], options?: FormOptions<F>): AccountForm<F> {
  const form = useForm(fields, options);
  // The last check's issues; useForm holds their words (what its gate reads) and the server's refusals.
  const [issues, setIssues] = useState<Issues<F>>({});

  const worded = { ...form.errors };
  for (const [field, issue] of Object.entries(issues) as Array<[F, FieldProblem | null | undefined]>) {
    if (issue) worded[field] = formatIssue(issue);
  }

  return {
    formError: form.formError,
    setFormError: form.setFormError,
    done: form.done,
    sending: form.sending,
    requestIdFor: form.requestIdFor,
    errors: worded,
    handleSubmit: (check, send, refusal) =>
      form.handleSubmit(
        () => {
          const found = check();
          setIssues(found);
          return wordsOf(found);
        },
        send,
        refusal,
      ),
    setIssue: (field, issue) => {
      setIssues((current) => ({ ...current, [field]: issue }));
      form.setErrors((current) => ({ ...current, [field]: formatIssue(issue) }));
    },
    reset: () => {
      setIssues({});
      form.setErrors({});
      form.setFormError(null);
    },
  };
}

function wordsOf<F extends string>(issues: Issues<F>): FieldErrors<F> {
  const words: FieldErrors<F> = {};
  for (const [field, issue] of Object.entries(issues) as Array<[F, FieldProblem | null | undefined]>) words[field] = formatIssue(issue);
  return words;
}
