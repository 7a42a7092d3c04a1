import { useCallback } from 'react';
import { amountProblem, CURRENCY_DECIMALS, parseAmount, paymentPasswordProblem, type AmountLimits } from '@portal/shared/contracts';
import { useCommonTranslation } from '../i18n';

/** A client-side problem with an input: a key under `member:common` and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Checks a typed amount with the contract's rule (`parseAmount`, then `amountProblem` against the
 * limits, as the API checks it); `format` turns minor units into text for the message.
 */
export function checkAmount(text: string, limits: AmountLimits, format: (minor: number) => string): Problem | null {
  if (!text.trim()) return { key: 'amount.required' };
  const problem = amountProblem(parseAmount(text), limits);
  if (!problem) return null;
  const { min, max, available } = limits;
  const values: Record<typeof problem, Problem['values']> = {
    format: { decimals: CURRENCY_DECIMALS },
    positive: undefined,
    range: { min: format(min ?? 0), max: format(max ?? 0) },
    min: { min: format(min ?? 0) },
    max: { max: format(max ?? 0) },
    available: { available: format(available ?? 0) },
  };
  const key = `amount.${problem}`;
  return values[problem] ? { key, values: values[problem] } : { key };
}

/** Checks a payment password with the contract's rule (`paymentPasswordProblem`: six digits). */
export function checkPaymentPassword(value: string): Problem | null {
  const problem = paymentPasswordProblem(value);
  return problem ? { key: `paymentPassword.${problem}` } : null;
}

/** Formats a client-side problem (a key under `member:common`) in the current language. */
export function useProblemText() {
  const { t } = useCommonTranslation();
  return useCallback((problem: Problem | null) => (problem ? t(problem.key, problem.values ?? {}) : undefined), [t]);
}
