import { useState } from 'react';
import { http } from '@portal/kernel';
import { Button, FormMessage, PaymentPasswordField, PaymentPasswordNotice, TextField, useForm, useMoney } from '@portal/shared';
import { MCS2_convertPoint, paymentPasswordProblem, type PointConfig, type PointExchangeAnswer } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import { cashOf } from './checks';
import styles from './PointMall.module.css';
import { formatPoints } from './points';

const FIELDS = ['points', 'paymentPassword'] as const;

/** Points to cash in whole steps (so the amount is exact), with the payment password; sent sealed (E). */
export function ConvertForm({ config, held, onDone }: { config: PointConfig; held: number; onDone: (answer: PointExchangeAnswer) => void }) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const form = useForm(FIELDS, { fallback: t('mall.convert.failed') });
  const n = Number(points);
  const cash = points ? cashOf(n, config) : null;
  const unit = formatPoints(config.convertUnitPoints);

  const submit = form.handleSubmit(
    () => ({
      points: cash === null ? t('mall.convert.errors.unit', { min: formatPoints(config.minConvertPoints), unit }) : n > held ? t('mall.convert.errors.more', { held: formatPoints(held) }) : undefined,
      paymentPassword: paymentPasswordProblem(password) === null ? undefined : t('mall.redeem.errors.password'),
    }),
    async () => {
      const body = { points: n, paymentPassword: password };
      const answer = await http.call(MCS2_convertPoint, { ...body, requestId: form.requestIdFor(body) });
      setPoints('');
      setPassword('');
      onDone(answer);
      return t('mall.convert.done', { points: formatPoints(answer.exchange.points), amount: money(answer.exchange.amount) });
    },
  );

  return (
    <section className={styles.section} aria-labelledby="convert-title">
      <h2 id="convert-title" className={styles.heading}>
        {t('mall.convert.title')}
      </h2>
      <p className={styles.muted}>{t('mall.convert.lead', { unit, amount: money(config.convertUnitAmount) })}</p>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="convert-form">
        <PaymentPasswordNotice recheck={form.errors.paymentPassword} />
        <TextField
          label={t('mall.convert.points')}
          inputMode="numeric"
          value={points}
          onChange={(e) => {
            setPoints(e.target.value.replace(/\D/g, '').slice(0, 9));
            form.clear('points');
          }}
          error={form.errors.points}
          hint={cash !== null ? t('mall.convert.get', { amount: money(cash) }) : undefined}
        />
        <PaymentPasswordField
          label={t('mall.redeem.password')}
          value={password}
          onValue={(value) => {
            setPassword(value);
            form.clear('paymentPassword');
          }}
          error={form.errors.paymentPassword}
          hint={t('mall.redeem.passwordHint')}
        />
        <FormMessage message={form.formError} />
        <FormMessage message={form.done} tone="success" testId="convert-done" />
        <Button type="submit" variant="primary" loading={form.sending}>
          {t('mall.convert.submit')}
        </Button>
      </form>
    </section>
  );
}
