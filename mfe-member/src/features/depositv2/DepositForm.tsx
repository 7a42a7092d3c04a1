import { useState } from 'react';
import { http, isApiError, useLanguage } from '@portal/kernel';
import { AmountField, Button, FormMessage, serverProblem, useForm, useMoney } from '@portal/shared';
import { createDeposit, depositBonusOf, parseAmount, type DepositChannel, type DepositPromotion } from '@portal/shared/contracts';
import { checkAmount, useProblemText } from '../../forms';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';
import { amountInput } from '../../money';
import { useProtectionRefusal } from '../responsibleGaming';
import { BonusChoice } from './BonusChoice';
import { leaveTo } from './browser';
import styles from './Deposit.module.css';

const FIELDS = ['amount', 'promotionId'] as const;

/**
 * Channel, amount (a preset or typed, within the channel's limits) and the bonus to take with it (none
 * unless chosen), then the order is created and the browser goes to the provider's page; the provider
 * sends it back to `?orderNo=`.
 */
export function DepositForm({ channels, offers }: { channels: DepositChannel[]; offers: DepositPromotion[] }) {
  const language = useLanguage();
  const { t } = useMemberTranslation();
  const problemText = useProblemText();
  const money = useMoney();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [promotionId, setPromotionId] = useState<number | null>(null);
  const form = useForm(FIELDS, { fallback: t('common.failed') });
  const protectionRefusal = useProtectionRefusal();
  const channel = channels.find((c) => c.id === channelId) ?? null;
  const typed = parseAmount(amount);
  // A bonus that left the list (taken elsewhere, closed) is no choice any more.
  const bonus = offers.find((offer) => offer.promotionId === promotionId) ?? null;

  const check = () => {
    if (!channel) return t('deposit.chooseChannel');
    const problem = problemText(checkAmount(amount, { min: channel.min, max: channel.max }, money));
    if (problem || !bonus || depositBonusOf(bonus, typed as number) > 0) return { amount: problem };
    return { amount: t('deposit.bonus.needsMin', { min: money(bonus.minDeposit) }) };
  };

  const submit = form.handleSubmit(
    check,
    async () => {
      const body = { channelId: (channel as DepositChannel).id, amount: typed as number, ...(bonus ? { promotionId: bonus.promotionId } : {}) };
      const order = await http.call(createDeposit, { ...body, requestId: form.requestIdFor(body) });
      // The provider's page speaks the portal's language, not the browser's.
      leaveTo(`${order.payUrl}${order.payUrl.includes('?') ? '&' : '?'}lang=${language}`);
      // Off to the provider: the button stays busy (no second order) until the page goes.
      await new Promise<never>(() => undefined);
    },
    // A limit's refusal goes under the amount, with what is left and when it resets in the site's time.
    (error) => {
      const words = protectionRefusal(error);
      if (!words) return serverProblem(error, FIELDS, t('common.failed'));
      return isApiError(error) && error.code === 'protection.deposit.limit' ? { fields: { amount: words }, form: null } : { fields: {}, form: words };
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="deposit-form">
      <fieldset className={styles.channels}>
        <legend className={styles.legend}>{t('deposit.channel')}</legend>
        {channels.map((c) => (
          <label key={c.id} className={cx(styles.channel, c.id === channelId && styles.channelChosen)} data-testid={`deposit-channel-${c.code}`}>
            <input type="radio" name="channel" value={c.id} checked={c.id === channelId} onChange={() => setChannelId(c.id)} className={styles.radio} />
            <span className={styles.channelName}>{c.name}</span>
            <span className={layoutStyles.note}>{t(`deposit.types.${c.type}`)}</span>
            <span className={layoutStyles.note}>{t('deposit.limits', { min: money(c.min), max: money(c.max) })}</span>
            <span className={layoutStyles.note}>{t('deposit.processing', { minutes: c.processingMinutes })}</span>
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
                form.clear('amount');
              }}
            >
              {money(preset)}
            </Button>
          ))}
        </div>
      )}
      <AmountField
        value={amount}
        onValue={(value) => {
          setAmount(value);
          form.clear('amount');
        }}
        error={form.errors.amount}
        hint={channel ? t('deposit.limits', { min: money(channel.min), max: money(channel.max) }) : undefined}
        data-testid="deposit-amount"
      />
      {offers.length > 0 && (
        <BonusChoice
          offers={offers}
          chosen={bonus?.promotionId ?? null}
          onChoose={(id) => {
            setPromotionId(id);
            form.clear('amount', 'promotionId');
          }}
          amount={typed}
          error={form.errors.promotionId}
        />
      )}
      <FormMessage message={form.formError} />
      <div>
        <Button type="submit" loading={form.sending} data-testid="deposit-submit">
          {t('deposit.submit')}
        </Button>
      </div>
    </form>
  );
}
