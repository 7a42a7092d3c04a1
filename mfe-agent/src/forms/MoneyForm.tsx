import { useState, type ReactNode } from 'react';
import { useBalance } from '@portal/kernel';
import { AmountField, Button, FormMessage, PaymentPasswordField, PaymentPasswordNotice, useMoney, type FormState } from '@portal/shared';
import { useAgentTranslation } from '../i18n';
import { useMoneyChecks } from './moneyChecks';
import styles from './Forms.module.css';

type MoneyField = 'amount' | 'paymentPassword';

/** What a money form keeps: the amount and the payment password typed, and their checks against the wallet (`useBalance`). */
export function useMoneyInputs(initialAmount = '') {
  const checks = useMoneyChecks();
  const { balance } = useBalance();
  const [amount, setAmount] = useState(initialAmount);
  const [password, setPassword] = useState('');
  return {
    amount,
    setAmount,
    password,
    setPassword,
    /** The two fields' client checks, for `useForm`'s `handleSubmit`. */
    check: (): Record<MoneyField, string | undefined> => ({ amount: checks.amount(amount, { available: balance }), paymentPassword: checks.paymentPassword(password) }),
    /** Empties both (after a transfer went through). */
    reset: () => {
      setAmount('');
      setPassword('');
    },
  };
}

export type MoneyInputs = ReturnType<typeof useMoneyInputs>;

/**
 * A transfer's form: what it is about first (`children`: the receiver), then the amount (the wallet's
 * balance as its hint), the payment password, the form's messages and its submit button. An agent
 * with no payment password is told so above it, with the link to the security centre where it is set.
 */
export function MoneyForm<F extends string>({
  form,
  inputs,
  onSubmit,
  submitLabel,
  testId,
  children,
}: {
  form: Pick<FormState<F | MoneyField>, 'errors' | 'clear' | 'formError' | 'done' | 'sending'>;
  inputs: MoneyInputs;
  /** `form.handleSubmit(…)`. */
  onSubmit: ReturnType<FormState<F | MoneyField>['handleSubmit']>;
  submitLabel: string;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const { balance } = useBalance();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid={testId}>
      <PaymentPasswordNotice recheck={form.errors.paymentPassword} />
      {children}
      <AmountField
        value={inputs.amount}
        onValue={(value) => {
          inputs.setAmount(value);
          form.clear('amount');
        }}
        error={form.errors.amount}
        hint={balance === null ? undefined : t('money.available', { amount: money(balance) })}
      />
      <PaymentPasswordField
        value={inputs.password}
        onValue={(value) => {
          inputs.setPassword(value);
          form.clear('paymentPassword');
        }}
        error={form.errors.paymentPassword}
      />
      <FormMessage wrapAnywhere message={form.formError} />
      <FormMessage wrapAnywhere message={form.done} tone="success" />
      <div className={styles.actions}>
        <Button type="submit" loading={form.sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
