import { useCallback } from 'react';
import { useMoney } from '@portal/shared';
import { amountProblem, CURRENCY_DECIMALS, parseAmount, paymentPasswordProblem, type AmountLimits } from '@portal/shared/contracts';
import { useAgentTranslation } from '../i18n';

/**
 * The money forms' own checks, worded in the agent namespace: an amount by the contract's rule
 * (`parseAmount` then `amountProblem`, as the API checks it) and the payment password by the
 * contract's rule (`paymentPasswordProblem`: six digits).
 */
export function useMoneyChecks() {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const amount = useCallback(
    (text: string, limits: AmountLimits = {}): string | undefined => {
      if (!text.trim()) return t('money.amount.required');
      const problem = amountProblem(parseAmount(text), limits);
      if (!problem) return undefined;
      return t(`money.amount.${problem}`, { decimals: CURRENCY_DECIMALS, min: money(limits.min), max: money(limits.max), available: money(limits.available) });
    },
    [t, money],
  );
  const paymentPassword = useCallback(
    (text: string): string | undefined => {
      const problem = paymentPasswordProblem(text);
      return problem ? t(`money.paymentPassword.${problem}`) : undefined;
    },
    [t],
  );
  return { amount, paymentPassword };
}
