import { useState, type FormEvent } from 'react';
import { Button, PageHero, sendCommand, TextField, useBalance } from '@portal/shared';
import {
  checkAmount,
  checkPaymentPassword,
  commonStyles,
  FormMessage,
  isClean,
  newRequestId,
  parseAmount,
  Section,
  serverProblem,
  useCommonTranslation,
  useProblemText,
  useMemberTranslation,
  useMoney,
  type FieldErrors,
} from '../common';
import { transferToUpline } from './api';

type Field = 'amount' | 'paymentPassword';
const FIELDS: readonly Field[] = ['amount', 'paymentPassword'];

/** Sends money from the main wallet to the member's upline agent (spec §1, §2 transferUpline). */
export function TransferUpline() {
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const problemText = useProblemText();
  const money = useMoney();
  const { balance } = useBalance();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setDone(null);
    setFormError(null);
    const a = checkAmount(amount, { available: balance }, money);
    const p = checkPaymentPassword(password);
    const found: FieldErrors<Field> = { amount: problemText(a), paymentPassword: problemText(p) };
    setErrors(found);
    if (!isClean(found)) return;
    setSending(true);
    try {
      const sent = parseAmount(amount) as number;
      const answer = await transferToUpline({ amount: sent, paymentPassword: password, requestId: newRequestId() });
      setAmount('');
      setPassword('');
      setDone(t('upline.done', { amount: money(sent), balance: money(answer.balance) }));
      sendCommand({ type: 'refreshBalance' });
    } catch (error) {
      const problem = serverProblem(error, FIELDS, tc('failed'));
      setErrors(problem.fields);
      setFormError(problem.form);
    } finally {
      setSending(false);
    }
  };

  return (
    <article className={commonStyles.page} data-member-page="transferUpline">
      <PageHero tone="member" title={t('pages.transferUpline.title')} lead={t('pages.transferUpline.lead')} />
      <Section title={t('upline.formTitle')}>
        <form className={commonStyles.form} onSubmit={submit} noValidate data-testid="upline-form">
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
            hint={balance === null ? undefined : t('upline.available', { amount: money(balance) })}
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
          />
          <FormMessage message={formError} />
          <FormMessage message={done} tone="success" />
          <div className={commonStyles.actions}>
            <Button type="submit" loading={sending}>
              {t('upline.submit')}
            </Button>
          </div>
        </form>
      </Section>
    </article>
  );
}
