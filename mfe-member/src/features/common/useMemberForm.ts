import { useCallback, useRef, useState, type FormEvent } from 'react';
import { isClean, newRequestId, serverProblem, type FieldErrors } from './forms';
import { useCommonTranslation } from './i18n';

/** What a form's own checks found: messages under fields, or one message above the form. */
export type CheckResult<F extends string> = FieldErrors<F> | string;

/**
 * The life of a member-centre form: the client checks run first and nothing is sent while one fails;
 * one call at a time (a second click while the first is out does nothing); a refusal goes under the
 * field the server names (one of `fields`) or above the form; what was typed stays.
 */
export function useMemberForm<F extends string>(fields: readonly F[]) {
  const { t: tc } = useCommonTranslation();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // State lags a render behind; two clicks in one tick must still send once.
  const inFlight = useRef(false);
  const attempt = useRef<{ payload: string; requestId: string } | null>(null);

  const clear = useCallback((...names: F[]) => {
    setErrors((previous) => {
      const next = { ...previous };
      for (const name of names) delete next[name];
      return next;
    });
  }, []);

  /**
   * The idempotency key of a money call. A failed or unanswered call may still have been carried out
   * (the answer can be lost on the way back), so its retry with the same payload keeps the key and
   * the server answers the first call instead of moving the money twice. After a success, or with
   * other values, it is a new key.
   */
  const requestIdFor = (payload: object) => {
    const key = JSON.stringify(payload);
    if (attempt.current?.payload !== key) attempt.current = { payload: key, requestId: newRequestId() };
    return attempt.current.requestId;
  };

  /**
   * The form's submit handler: `check` then `send`. What `send` resolves to is the success message;
   * `refusal` sorts a failure when the server's names need mapping (the default: `serverProblem`).
   */
  const handleSubmit =
    (check: () => CheckResult<F>, send: () => Promise<string | void>, refusal = (error: unknown) => serverProblem(error, fields, tc('failed'))) =>
    async (event: FormEvent) => {
      event.preventDefault();
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
