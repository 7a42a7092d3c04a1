import { useState } from 'react';
import { Button, http, useBalance, useForm, useMoney } from '@portal/shared';
import { parseAmount, transferUpline } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage, Section } from '../../layout';
import { AmountField, FormMessage, formStyles, PaymentPasswordField, useMoneyChecks } from '../../forms';

const FIELDS = ['amount', 'paymentPassword'] as const;

/**
 * Transfer to the upline: the member centre's call (`transferUpline`), which agents may use too. The
 * balance follows the stream's balance event; nothing here reloads it.
 */
export function TransferUpline() {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const checks = useMoneyChecks();
  const { balance } = useBalance();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const form = useForm(FIELDS, { fallback: t('upline.failed') });

  const submit = form.handleSubmit(
    () => ({ amount: checks.amount(amount, { available: balance }), paymentPassword: checks.paymentPassword(password) }),
    async () => {
      const body = { amount: parseAmount(amount) as number, paymentPassword: password };
      const answer = await http.call(transferUpline, { ...body, requestId: form.requestIdFor(body) });
      setAmount('');
      setPassword('');
      return t('upline.done', { amount: money(body.amount), balance: money(answer.balance) });
    },
  );

  return (
    <AgentPage page="transferUpline">
      <Section title={t('upline.formTitle')}>
        <form className={formStyles.form} onSubmit={submit} noValidate data-testid="upline-transfer-form">
          <AmountField
            value={amount}
            onValue={(value) => {
              setAmount(value);
              form.clear('amount');
            }}
            error={form.errors.amount}
            hint={balance === null ? undefined : t('money.available', { amount: money(balance) })}
          />
          <PaymentPasswordField
            value={password}
            onValue={(value) => {
              setPassword(value);
              form.clear('paymentPassword');
            }}
            error={form.errors.paymentPassword}
          />
          <FormMessage message={form.formError} />
          <FormMessage message={form.done} tone="success" />
          <div className={formStyles.actions}>
            <Button type="submit" loading={form.sending}>
              {t('upline.submit')}
            </Button>
          </div>
        </form>
      </Section>
    </AgentPage>
  );
}
