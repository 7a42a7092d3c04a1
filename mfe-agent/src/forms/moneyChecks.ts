import { useCallback } from 'react';
import { useMoney } from '@portal/shared';
import { amountProblem, CURRENCY_DECIMALS, parseAmount, type AmountLimits } from '@portal/shared/contracts';
import { useAgentTranslation } from '../i18n';

/** Payment passwords are exactly 6 digits (the member centre's rule). */
const PAYMENT_PASSWORD = /^\d{6}$/;

/**
 * The money forms' own checks, worded in the agent namespace: an amount by the contract's rule
 * (`parseAmount` then `amountProblem`, as the API checks it) and the payment password's shape.
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
      if (!text) return t('money.paymentPassword.required');
      return PAYMENT_PASSWORD.test(text) ? undefined : t('money.paymentPassword.format');
    },
    [t],
  );
  return { amount, paymentPassword };
}
