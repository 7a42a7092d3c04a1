import { useState } from 'react';
import { http } from '@portal/kernel';
import { AmountField, FormMessage, PaymentPasswordField, SelectField, useForm, useMoney } from '@portal/shared';
import { createWithdrawal, parseAmount, type BankCard, type WithdrawLimits, type WithdrawOrder } from '@portal/shared/contracts';
import { checkAmount, checkPaymentPassword, formStyles, FormActions, useProblemText } from '../../forms';
import { useMemberTranslation } from '../../i18n';

const FIELDS = ['bankCardId', 'amount', 'paymentPassword'] as const;

/** Card, amount within the limits, payment password; sent sealed (E) with a fresh requestId. */
export function WithdrawForm({ cards, limits, onDone }: { cards: BankCard[]; limits: WithdrawLimits; onDone: (order: WithdrawOrder) => void }) {
  const { t } = useMemberTranslation();
  const problemText = useProblemText();
  const money = useMoney();
  const [cardId, setCardId] = useState(String(cards[0]?.id ?? ''));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const form = useForm(FIELDS, { fallback: t('common.failed') });
  const countLeft = limits.dailyCountMax - limits.countToday;

  const submit = form.handleSubmit(
    () =>
      countLeft <= 0
        ? t('withdraw.form.noCountLeft', { max: limits.dailyCountMax })
        : {
            bankCardId: cardId ? undefined : t('withdraw.form.cardRequired'),
            amount: problemText(checkAmount(amount, { min: limits.min, max: limits.max, available: limits.available }, money)),
            paymentPassword: problemText(checkPaymentPassword(password)),
          },
    async () => {
      const body = { bankCardId: Number(cardId), amount: parseAmount(amount) as number, paymentPassword: password };
      const order = await http.call(createWithdrawal, { ...body, requestId: form.requestIdFor(body) });
      setAmount('');
      setPassword('');
      onDone(order);
      return t('withdraw.form.done', { orderNo: order.orderNo, amount: money(order.amount) });
    },
  );

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-testid="withdraw-form">
      <SelectField
        label={t('withdraw.form.card')}
        value={cardId}
        onChange={(e) => {
          setCardId(e.target.value);
          form.clear('bankCardId');
        }}
        error={form.errors.bankCardId}
      >
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {`${card.bankName} · ${card.accountName} · ${card.accountNumberMasked}`}
          </option>
        ))}
      </SelectField>
      <AmountField
        value={amount}
        onValue={(value) => {
          setAmount(value);
          form.clear('amount');
        }}
        error={form.errors.amount}
        hint={t('withdraw.form.amountHint', { min: money(limits.min), max: money(limits.max), available: money(limits.available) })}
        data-testid="withdraw-amount"
      />
      <PaymentPasswordField
        value={password}
        onValue={(value) => {
          setPassword(value);
          form.clear('paymentPassword');
        }}
        error={form.errors.paymentPassword}
        data-testid="withdraw-password"
      />
      <FormMessage message={form.formError} />
      <FormMessage message={form.done} tone="success" testId="withdraw-done" />
      <FormActions label={t('withdraw.form.submit')} sending={form.sending} testId="withdraw-submit" />
    </form>
  );
}
