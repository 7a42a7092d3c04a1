import { useState } from 'react';
import { Button, http, useBalance, useForm, useMoney, useSearchParams } from '@portal/shared';
import { agentTransferDownline, parseAmount } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage, Section } from '../../layout';
import { AmountField, FormMessage, formStyles, PaymentPasswordField, useMoneyChecks } from '../../forms';
import { DirectDownlinePicker, receiverFromQuery, type Receiver } from '../../downlinePicker';

// `memberId` is the server's name for the receiver: its refusals (not a direct downline) land there.
const FIELDS = ['memberId', 'amount', 'paymentPassword'] as const;

/**
 * Transfer to one direct downline (spec §2 agent menu, issue 14): from the agent's main wallet, with the
 * payment password. The balance is not refreshed here: the ledger's balance event reaches the shell
 * over the stream, and `useBalance` follows it.
 */
export function TransferDownline() {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const checks = useMoneyChecks();
  const { balance } = useBalance();
  const [params] = useSearchParams();
  const [receivers, setReceivers] = useState<Receiver[]>(() => receiverFromQuery(params));
  const [amount, setAmount] = useState(params.get('amount') ?? '');
  const [password, setPassword] = useState('');
  const form = useForm(FIELDS, { fallback: t('transfer.failed') });
  const receiver = receivers[0];

  const submit = form.handleSubmit(
    () => ({
      memberId: receiver ? undefined : t('transfer.noReceiver'),
      amount: checks.amount(amount, { available: balance }),
      paymentPassword: checks.paymentPassword(password),
    }),
    async () => {
      if (!receiver) return;
      const body = { memberId: receiver.id, amount: parseAmount(amount) as number, paymentPassword: password };
      // The key covers the receiver and amount: a retry of the same transfer is answered once.
      const answer = await http.call(agentTransferDownline, { ...body, requestId: form.requestIdFor(body) });
      setAmount('');
      setPassword('');
      return t('transfer.done', { amount: money(body.amount), account: receiver.account, balance: money(answer.balance) });
    },
  );

  return (
    <AgentPage page="transferDownline">
      <Section title={t('transfer.formTitle')}>
        <form className={formStyles.form} onSubmit={submit} noValidate data-testid="downline-transfer-form">
          <DirectDownlinePicker
            multiple={false}
            selected={receivers}
            onChange={(next) => {
              setReceivers(next);
              form.clear('memberId');
            }}
            error={form.errors.memberId}
          />
          {receiver && <p className={formStyles.chosen}>{t('transfer.to', { account: receiver.account })}</p>}
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
              {t('transfer.submit')}
            </Button>
          </div>
        </form>
      </Section>
    </AgentPage>
  );
}
