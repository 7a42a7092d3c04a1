import { useState } from 'react';
import { http } from '@portal/kernel';
import { Button, FormMessage, PaymentPasswordField, PaymentPasswordNotice, TextField, useForm, useMoney } from '@portal/shared';
import { MCS2_redeemPointReward, paymentPasswordProblem, type PointConfig, type PointExchangeAnswer, type PointGood } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import { isPhone } from './checks';
import styles from './PointMall.module.css';
import { formatPoints } from './points';

const FIELDS = ['quantity', 'address', 'phone', 'paymentPassword'] as const;

/**
 * The redeem form (spec §5: payment password, shipping address and phone; the address only for a
 * good that ships, `good.ships`: a phone top-up goes to the phone): checked here first with clear messages, then sent sealed (E) with a requestId kept across a retry; the server's refusal
 * (already in the reader's language) goes under the field it names, or above the form.
 */
export function RedeemForm({ good, config, held, onDone }: { good: PointGood; config: PointConfig; held: number; onDone: (answer: PointExchangeAnswer) => void }) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const form = useForm(FIELDS, { fallback: t('mall.redeem.failed') });
  const q = Number(quantity);
  const points = good.points * (Number.isInteger(q) && q > 0 ? q : 1);
  const amount = good.amount * (Number.isInteger(q) && q > 0 ? q : 1);
  const max = Math.min(config.maxRedeemQuantity, Math.max(1, good.available));

  const submit = form.handleSubmit(
    () => ({
      quantity: !Number.isInteger(q) || q < 1 || q > config.maxRedeemQuantity
        ? t('mall.redeem.errors.quantity', { max: config.maxRedeemQuantity })
        : q > good.available
          ? t('mall.redeem.errors.stock', { n: good.available })
          : points > held
            ? t('mall.redeem.errors.points', { points: formatPoints(points), held: formatPoints(held) })
            : undefined,
      address: !good.ships || address.trim() ? undefined : t('mall.redeem.errors.address'),
      phone: isPhone(phone) ? undefined : t('mall.redeem.errors.phone'),
      paymentPassword: paymentPasswordProblem(password) === null ? undefined : t('mall.redeem.errors.password'),
    }),
    async () => {
      const body = { goodId: good.goodId, quantity: q, ...(good.ships ? { address: address.trim() } : {}), phone: phone.trim(), paymentPassword: password };
      const answer = await http.call(MCS2_redeemPointReward, { ...body, requestId: form.requestIdFor(body) });
      setPassword('');
      onDone(answer);
      return t('mall.redeem.done', { orderNo: answer.exchange.orderNo });
    },
  );
  const edit = (field: (typeof FIELDS)[number], set: (value: string) => void) => (value: string) => {
    set(value);
    form.clear(field);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="redeem-form">
      <PaymentPasswordNotice recheck={form.errors.paymentPassword} />
      <TextField label={t('mall.redeem.quantity')} type="number" inputMode="numeric" min={1} max={max} value={quantity} onChange={(e) => edit('quantity', setQuantity)(e.target.value)} error={form.errors.quantity} />
      {good.ships && (
        <TextField label={t('mall.redeem.address')} autoComplete="street-address" maxLength={200} value={address} onChange={(e) => edit('address', setAddress)(e.target.value)} error={form.errors.address} hint={t('mall.redeem.addressHint')} />
      )}
      <TextField
        label={t('mall.redeem.phone')}
        type="tel"
        autoComplete="tel"
        maxLength={32}
        value={phone}
        onChange={(e) => edit('phone', setPhone)(e.target.value)}
        error={form.errors.phone}
        hint={good.ships ? undefined : t('mall.redeem.phoneHintNoShipping')}
      />
      <PaymentPasswordField
        label={t('mall.redeem.password')}
        value={password}
        onValue={edit('paymentPassword', setPassword)}
        error={form.errors.paymentPassword}
        hint={t('mall.redeem.passwordHint')}
      />
      <p className={styles.price} data-testid="redeem-total">
        {amount > 0
          ? t('mall.redeem.totalCash', { points: formatPoints(points), amount: money(amount) })
          : t('mall.redeem.total', { points: formatPoints(points) })}
      </p>
      <FormMessage message={form.formError} />
      <FormMessage message={form.done} tone="success" testId="redeem-done" />
      <Button type="submit" variant="primary" loading={form.sending} disabled={good.available <= 0}>
        {t('mall.redeem.submit')}
      </Button>
    </form>
  );
}
