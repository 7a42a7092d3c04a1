import { useState } from 'react';
import { http, useBalance, useSearchParams } from '@portal/kernel';
import { AmountField, Button, FormMessage, PaymentPasswordField, PaymentPasswordNotice, Section, useForm, useMoney } from '@portal/shared';
import { agentRedEnvelope, ENVELOPE_MAX_RECEIVERS, ENVELOPE_SPLITS, parseAmount, type EnvelopeSplit, type RedEnvelopeAnswer } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage } from '../../layout';
import { formStyles, useMoneyChecks } from '../../forms';
import { DirectDownlinePicker, receiverFromQuery, type Receiver } from '../../downlinePicker';
import { coversEveryone, receiversProblem } from './envelopeChecks';
import { Shares } from './Shares';
import styles from './RedEnvelope.module.css';

// `memberIds` is the server's name for the receivers: its refusals about them land under the picker.
const FIELDS = ['memberIds', 'amount', 'split', 'paymentPassword'] as const;

/**
 * A red envelope (AGENTRANSMULTDOWN3): one amount shared by 1 to 30 direct downlines, equally or at
 * random (the server draws the shares and answers them; they are shown as answered). The agent's
 * balance is the stream's to update, not this page's.
 */
export function RedEnvelope() {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const checks = useMoneyChecks();
  const { balance } = useBalance();
  const [params] = useSearchParams();
  const [receivers, setReceivers] = useState<Receiver[]>(() => receiverFromQuery(params));
  const [amount, setAmount] = useState('');
  const [split, setSplit] = useState<EnvelopeSplit>('equal');
  const [password, setPassword] = useState('');
  const [answer, setAnswer] = useState<RedEnvelopeAnswer | null>(null);
  const form = useForm(FIELDS, { fallback: t('envelope.failed') });

  const check = () => {
    const who = receiversProblem(receivers.length);
    const amountText = checks.amount(amount, { available: balance });
    const minor = parseAmount(amount);
    return {
      memberIds: who ? t(`envelope.receivers.${who}`, { max: ENVELOPE_MAX_RECEIVERS }) : undefined,
      amount: amountText ?? (typeof minor === 'number' && !coversEveryone(minor, receivers.length) ? t('envelope.tooSmall', { count: receivers.length, min: money(receivers.length) }) : undefined),
      paymentPassword: checks.paymentPassword(password),
    };
  };

  const submit = form.handleSubmit(check, async () => {
    setAnswer(null);
    const body = { memberIds: receivers.map((receiver) => receiver.id), amount: parseAmount(amount) as number, split, paymentPassword: password };
    const sent = await http.call(agentRedEnvelope, { ...body, requestId: form.requestIdFor(body) });
    setAnswer(sent);
    setReceivers([]);
    setAmount('');
    setPassword('');
  });

  return (
    <AgentPage page="redEnvelope">
      <Section title={t('envelope.formTitle')}>
        <form className={formStyles.form} onSubmit={submit} noValidate data-testid="red-envelope-form">
          <PaymentPasswordNotice recheck={form.errors.paymentPassword} />
          <DirectDownlinePicker
            multiple
            selected={receivers}
            onChange={(next) => {
              setReceivers(next);
              form.clear('memberIds', 'amount');
            }}
            error={form.errors.memberIds}
          />
          <p className={formStyles.chosen} aria-live="polite">
            {t('envelope.chosen', { count: receivers.length, max: ENVELOPE_MAX_RECEIVERS })}
          </p>
          <AmountField
            label={t('envelope.amount')}
            value={amount}
            onValue={(value) => {
              setAmount(value);
              form.clear('amount');
            }}
            error={form.errors.amount}
            hint={balance === null ? undefined : t('money.available', { amount: money(balance) })}
          />
          <fieldset className={styles.splits}>
            <legend>{t('envelope.split')}</legend>
            {ENVELOPE_SPLITS.map((option) => (
              <label key={option} className={styles.split}>
                <input type="radio" name="envelope-split" value={option} checked={split === option} onChange={() => setSplit(option)} />
                {t(`envelope.splits.${option}`)}
              </label>
            ))}
          </fieldset>
          <PaymentPasswordField
            value={password}
            onValue={(value) => {
              setPassword(value);
              form.clear('paymentPassword');
            }}
            error={form.errors.paymentPassword}
          />
          <FormMessage wrapAnywhere message={form.formError ?? form.errors.split} />
          {answer && <Shares answer={answer} />}
          <div className={formStyles.actions}>
            <Button type="submit" loading={form.sending}>
              {t('envelope.submit')}
            </Button>
          </div>
        </form>
      </Section>
    </AgentPage>
  );
}
