import { useState, type FormEvent } from 'react';
import { Button, sendCommand, TextField } from '@portal/shared';
import {
  checkAmount,
  checkPaymentPassword,
  commonStyles,
  FormMessage,
  isClean,
  SelectField,
  newRequestId,
  parseAmount,
  serverProblem,
  useCommonTranslation,
  useProblemText,
  useMemberTranslation,
  useMoney,
  type FieldErrors,
} from '../common';
import { createWithdrawal, type BankCard, type WithdrawLimits, type WithdrawOrder } from './api';

type Field = 'bankCardId' | 'amount' | 'paymentPassword';
const FIELDS: readonly Field[] = ['bankCardId', 'amount', 'paymentPassword'];

/** Card, amount within the limits, payment password; sent sealed (E) with a fresh requestId. */
export function WithdrawForm({ cards, limits, onDone }: { cards: BankCard[]; limits: WithdrawLimits; onDone: (order: WithdrawOrder) => void }) {
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const problemText = useProblemText();
  const money = useMoney();
  const [cardId, setCardId] = useState(String(cards[0]?.id ?? ''));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const countLeft = limits.dailyCountMax - limits.countToday;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setDone(null);
    setFormError(null);
    if (countLeft <= 0) return setFormError(t('withdraw.form.noCountLeft', { max: limits.dailyCountMax }));
    const amountProblem = checkAmount(amount, { min: limits.min, max: limits.max, available: limits.available }, money);
    const passwordProblem = checkPaymentPassword(password);
    const found: FieldErrors<Field> = {
      bankCardId: cardId ? undefined : t('withdraw.form.cardRequired'),
      amount: problemText(amountProblem),
      paymentPassword: problemText(passwordProblem),
    };
    setErrors(found);
    if (!isClean(found)) return;
    setSending(true);
    try {
      const order = await createWithdrawal({ bankCardId: Number(cardId), amount: parseAmount(amount) as number, paymentPassword: password, requestId: newRequestId() });
      setAmount('');
      setPassword('');
      setDone(t('withdraw.form.done', { orderNo: order.orderNo, amount: money(order.amount) }));
      sendCommand({ type: 'refreshBalance' });
      onDone(order);
    } catch (error) {
      const problem = serverProblem(error, FIELDS, tc('failed'));
      setErrors(problem.fields);
      setFormError(problem.form);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={commonStyles.form} onSubmit={submit} noValidate data-testid="withdraw-form">
      <SelectField
        label={t('withdraw.form.card')}
        value={cardId}
        onChange={(e) => {
          setCardId(e.target.value);
          setErrors((previous) => ({ ...previous, bankCardId: undefined }));
        }}
        error={errors.bankCardId}
      >
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {`${card.bankName} · ${card.accountName} · ${card.accountNumberMasked}`}
          </option>
        ))}
      </SelectField>
      <TextField
        label={tc('amount.label')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value);
          setErrors((previous) => ({ ...previous, amount: undefined }));
        }}
        error={errors.amount}
        hint={t('withdraw.form.amountHint', { min: money(limits.min), max: money(limits.max), available: money(limits.available) })}
        data-testid="withdraw-amount"
      />
      <TextField
        label={tc('paymentPassword.label')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value.replace(/\D/g, ''));
          setErrors((previous) => ({ ...previous, paymentPassword: undefined }));
        }}
        error={errors.paymentPassword}
        hint={tc('paymentPassword.hint')}
        data-testid="withdraw-password"
      />
      <FormMessage message={formError} />
      <FormMessage message={done} tone="success" testId="withdraw-done" />
      <div className={commonStyles.actions}>
        <Button type="submit" loading={sending} data-testid="withdraw-submit">
          {t('withdraw.form.submit')}
        </Button>
      </div>
    </form>
  );
}
