import { http } from '@portal/kernel';
import { Section, useForm, useMoney } from '@portal/shared';
import { parseAmount, transferUpline } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage } from '../../layout';
import { MoneyForm, useMoneyInputs } from '../../forms';

const FIELDS = ['amount', 'paymentPassword'] as const;

/**
 * Transfer to the upline: the member centre's call (`transferUpline`), which agents may use too. The
 * balance follows the stream's balance event; nothing here reloads it.
 */
export function TransferUpline() {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const inputs = useMoneyInputs();
  const form = useForm(FIELDS, { fallback: t('upline.failed') });

  const submit = form.handleSubmit(inputs.check, async () => {
    const body = { amount: parseAmount(inputs.amount) as number, paymentPassword: inputs.password };
    const answer = await http.call(transferUpline, { ...body, requestId: form.requestIdFor(body) });
    inputs.reset();
    return t('upline.done', { amount: money(body.amount), balance: money(answer.balance) });
  });

  return (
    <AgentPage page="transferUpline">
      <Section title={t('upline.formTitle')}>
        <MoneyForm form={form} inputs={inputs} onSubmit={submit} submitLabel={t('upline.submit')} testId="upline-transfer-form" />
      </Section>
    </AgentPage>
  );
}
