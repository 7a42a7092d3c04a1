import { useState } from 'react';
import { http, useBalance } from '@portal/kernel';
import { AmountField, FormMessage, PageHero, PaymentPasswordField, PaymentPasswordNotice, Section, useForm, useMoney } from '@portal/shared';
import { parseAmount, transferUpline } from '@portal/shared/contracts';
import { checkAmount, checkPaymentPassword, formStyles, FormActions, useProblemText } from '../../forms';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';

const FIELDS = ['amount', 'paymentPassword'] as const;

/** Sends money from the main wallet to the member's upline agent (spec §1, §2 transferUpline). */
export function TransferUpline() {
  const { t } = useMemberTranslation();
  const problemText = useProblemText();
  const money = useMoney();
  const { balance } = useBalance();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const form = useForm(FIELDS, { fallback: t('common.failed') });

  const submit = form.handleSubmit(
    () => ({ amount: problemText(checkAmount(amount, { available: balance }, money)), paymentPassword: problemText(checkPaymentPassword(password)) }),
    async () => {
      const body = { amount: parseAmount(amount) as number, paymentPassword: password };
      const answer = await http.call(transferUpline, { ...body, requestId: form.requestIdFor(body) });
      setAmount('');
      setPassword('');
      return t('upline.done', { amount: money(body.amount), balance: money(answer.balance) });
    },
  );

  return (
    <article className={layoutStyles.page} data-member-page="transferUpline">
      <PageHero tone="member" title={t('pages.transferUpline.title')} lead={t('pages.transferUpline.lead')} />
      <Section title={t('upline.formTitle')}>
        <form className={formStyles.form} onSubmit={submit} noValidate data-testid="upline-form">
          <PaymentPasswordNotice recheck={form.errors.paymentPassword} />
          <AmountField
            value={amount}
            onValue={(value) => {
              setAmount(value);
              form.clear('amount');
            }}
            error={form.errors.amount}
            hint={balance === null ? undefined : t('upline.available', { amount: money(balance) })}
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
          <FormActions label={t('upline.submit')} sending={form.sending} />
        </form>
      </Section>
    </article>
  );
}
