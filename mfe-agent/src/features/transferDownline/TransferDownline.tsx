import { useState } from 'react';
import { http, useSearchParams } from '@portal/kernel';
import { Section, useForm, useMoney } from '@portal/shared';
import { agentTransferDownline, parseAmount } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage } from '../../layout';
import { formStyles, MoneyForm, useMoneyInputs } from '../../forms';
import { DirectDownlinePicker, receiverFromQuery, type Receiver } from '../../downlinePicker';

// `memberId` is the server's name for the receiver: its refusals (not a direct downline) land there.
const FIELDS = ['memberId', 'amount', 'paymentPassword'] as const;

/**
 * Transfer to one direct downline (spec §2 agent menu): from the agent's main wallet, with the
 * payment password. The balance is not refreshed here: the ledger's balance event reaches the shell
 * over the stream, and `useBalance` follows it.
 */
export function TransferDownline() {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const [receivers, setReceivers] = useState<Receiver[]>(() => receiverFromQuery(params));
  const inputs = useMoneyInputs(params.get('amount') ?? '');
  const form = useForm(FIELDS, { fallback: t('transfer.failed') });
  const receiver = receivers[0];

  const submit = form.handleSubmit(
    () => ({ memberId: receiver ? undefined : t('transfer.noReceiver'), ...inputs.check() }),
    async () => {
      if (!receiver) return;
      const body = { memberId: receiver.id, amount: parseAmount(inputs.amount) as number, paymentPassword: inputs.password };
      // The key covers the receiver and amount: a retry of the same transfer is answered once.
      const answer = await http.call(agentTransferDownline, { ...body, requestId: form.requestIdFor(body) });
      inputs.reset();
      return t('transfer.done', { amount: money(body.amount), account: receiver.account, balance: money(answer.balance) });
    },
  );

  return (
    <AgentPage page="transferDownline">
      <Section title={t('transfer.formTitle')}>
        <MoneyForm form={form} inputs={inputs} onSubmit={submit} submitLabel={t('transfer.submit')} testId="downline-transfer-form">
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
        </MoneyForm>
      </Section>
    </AgentPage>
  );
}
