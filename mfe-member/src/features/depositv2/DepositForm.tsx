import { useState, type FormEvent } from 'react';
import { Button, TextField, useLanguage } from '@portal/shared';
import {
  amountInput,
  checkAmount,
  commonStyles,
  cx,
  FormMessage,
  leaveTo,
  newRequestId,
  parseAmount,
  serverProblem,
  useCommonTranslation,
  useProblemText,
  useMemberTranslation,
  useMoney,
} from '../common';
import { createDeposit, type DepositChannel } from './api';
import styles from './Deposit.module.css';

/**
 * Channel, amount (a preset or typed, within the channel's limits), then the order is created and the
 * browser goes to the provider's page; the provider sends it back to `?orderNo=`.
 */
export function DepositForm({ channels }: { channels: DepositChannel[] }) {
  const language = useLanguage();
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const problemText = useProblemText();
  const money = useMoney();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const channel = channels.find((c) => c.id === channelId) ?? null;
  const typed = parseAmount(amount);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    if (!channel) return setFormError(t('deposit.chooseChannel'));
    const problem = checkAmount(amount, { min: channel.min, max: channel.max }, money);
    setError(problemText(problem));
    if (problem) return;
    setSending(true);
    try {
      const order = await createDeposit({ channelId: channel.id, amount: typed as number, requestId: newRequestId() });
      // Off to the provider: the button stays busy until the page goes.
      // The provider's page speaks the portal's language, not the browser's.
      leaveTo(`${order.payUrl}${order.payUrl.includes('?') ? '&' : '?'}lang=${language}`);
    } catch (failure) {
      const found = serverProblem(failure, ['amount'] as const, tc('failed'));
      setError(found.fields.amount);
      setFormError(found.form);
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="deposit-form">
      <fieldset className={styles.channels}>
        <legend className={styles.legend}>{t('deposit.channel')}</legend>
        {channels.map((c) => (
          <label key={c.id} className={cx(styles.channel, c.id === channelId && styles.channelChosen)} data-testid={`deposit-channel-${c.code}`}>
            <input type="radio" name="channel" value={c.id} checked={c.id === channelId} onChange={() => setChannelId(c.id)} className={styles.radio} />
            <span className={styles.channelName}>{c.name}</span>
            <span className={commonStyles.note}>{t(`deposit.types.${c.type}`)}</span>
            <span className={commonStyles.note}>{t('deposit.limits', { min: money(c.min), max: money(c.max) })}</span>
            <span className={commonStyles.note}>{t('deposit.processing', { minutes: c.processingMinutes })}</span>
          </label>
        ))}
      </fieldset>
      {channel && channel.presetAmounts.length > 0 && (
        <div className={styles.presets} role="group" aria-label={t('deposit.presets')}>
          {channel.presetAmounts.map((preset) => (
            <Button
              key={preset}
              variant={typed === preset ? 'primary' : 'secondary'}
              aria-pressed={typed === preset}
              data-testid={`deposit-preset-${preset}`}
              onClick={() => {
                setAmount(amountInput(preset));
                setError(undefined);
              }}
            >
              {money(preset)}
            </Button>
          ))}
        </div>
      )}
      <TextField
        label={tc('amount.label')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value);
          setError(undefined);
        }}
        error={error}
        hint={channel ? t('deposit.limits', { min: money(channel.min), max: money(channel.max) }) : undefined}
        data-testid="deposit-amount"
      />
      <FormMessage message={formError} />
      <div>
        <Button type="submit" loading={sending} data-testid="deposit-submit">
          {t('deposit.submit')}
        </Button>
      </div>
    </form>
  );
}
