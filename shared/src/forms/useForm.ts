import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useSharedTranslation } from '../ui/useSharedTranslation';
import { newRequestId } from './requestId';
import { isClean, serverProblem, type FieldErrorOptions, type FieldErrors, type ServerProblem } from './serverErrors';

/** What a form's own checks found: messages under fields (empty ones pass), or one message above the form. */
export type CheckResult<F extends string> = FieldErrors<F> | string;

export interface FormOptions<F extends string> extends FieldErrorOptions<F> {
  /** The form-level message when a failure has nothing to show (default: `shared:errors.unknown`). */
  fallback?: string;
}

/** Anything with `preventDefault`: a submit event, a click, or nothing when called by hand. */
type SubmitEvent = { preventDefault(): void } | undefined;

export interface FormState<F extends string> {
  /** Messages under fields: the client checks', then the server's. */
  errors: FieldErrors<F>;
  setErrors: Dispatch<SetStateAction<FieldErrors<F>>>;
  /** Clears the messages of these fields (call it as the user edits one). */
  clear(...names: F[]): void;
  /** The message above the form. */
  formError: string | null;
  setFormError: Dispatch<SetStateAction<string | null>>;
  /** The success message `send` resolved to, until the next submit. */
  done: string | null;
  /** True while the call is out: disable the submit button. */
  sending: boolean;
  /**
   * The submit handler: `check` first (nothing is sent while it finds a problem), then `send`, one
   * call at a time. What `send` resolves to is the success message; a failure is sorted by `refusal`
   * (default: `serverProblem` over the form's fields with the options' `byCode`, `rename`, `fallback`).
   */
  handleSubmit(
    check: () => CheckResult<F>,
    send: () => Promise<string | void>,
    refusal?: (error: unknown) => ServerProblem<F>,
  ): (event?: SubmitEvent) => Promise<void>;
  /** The idempotency key for this payload: kept by a retry with the same values, new after a success or with other values. */
  requestIdFor(payload: unknown): string;
}

/**
 * The life of a form that sends something: the client checks run first and nothing is sent while one
 * fails; one call at a time (a second submit while the first is out does nothing, even two in one tick);
 * a refusal goes under the field the server names (one of `fields`) or above the form; what was typed
 * stays; a retry of a money call keeps its `requestId`.
 */
export function useForm<F extends string>(fields: readonly F[], options: FormOptions<F> = {}): FormState<F> {
  const { t } = useSharedTranslation();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // State lags a render behind; two submits in one tick must still send once.
  const inFlight = useRef(false);
  const attempt = useRef<{ payload: string; requestId: string } | null>(null);

  const clear = useCallback((...names: F[]) => {
    setErrors((previous) => {
      if (!names.some((name) => previous[name] !== undefined)) return previous;
      const next = { ...previous };
      for (const name of names) delete next[name];
      return next;
    });
  }, []);

  /**
   * A failed or unanswered call may still have been carried out (the answer can be lost on the way
   * back), so its retry with the same payload keeps the key and the server answers the first call
   * instead of moving the money twice. After a success, or with other values, it is a new key.
   */
  const requestIdFor = useCallback((payload: unknown) => {
    const key = JSON.stringify(payload) ?? '';
    if (attempt.current?.payload !== key) attempt.current = { payload: key, requestId: newRequestId() };
    return attempt.current.requestId;
  }, []);

  const handleSubmit: FormState<F>['handleSubmit'] =
    (check, send, refusal = (error) => serverProblem(error, fields, options.fallback ?? t('errors.unknown'), options)) =>
    async (event) => {
      event?.preventDefault();
      if (inFlight.current) return;
      setDone(null);
      setFormError(null);
      const found = check();
      if (typeof found === 'string') {
        setErrors({});
        setFormError(found);
        return;
      }
      setErrors(found);
      if (!isClean(found)) return;
      inFlight.current = true;
      setSending(true);
      try {
        const message = await send();
        attempt.current = null;
        setDone(message ?? null);
      } catch (error) {
        const problem = refusal(error);
        setErrors(problem.fields);
        setFormError(problem.form);
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    };

  return { errors, setErrors, clear, formError, setFormError, done, sending, handleSubmit, requestIdFor };
}
