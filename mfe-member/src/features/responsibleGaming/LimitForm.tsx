import { useState } from 'react';
import { http } from '@portal/kernel';
import { AmountField, Button, FormMessage, SelectField, TextField, useForm, useMoney, useSiteDate, type FieldErrors } from '@portal/shared';
import {
  parseAmount,
  PROTECTION_LIMIT_KINDS,
  PROTECTION_PERIODS,
  protectionSetLimit,
  SESSION_LIMIT_MAX_MINUTES,
  type ProtectionLimitBody,
  type ProtectionLimitKind,
  type ProtectionPeriod,
  type ProtectionStatus,
} from '@portal/shared/contracts';
import { checkAmount, formStyles, useProblemText } from '../../forms';
import { useCommonTranslation, useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';
import { useProtectionRefusal } from './texts';
import styles from './ResponsibleGaming.module.css';

const FIELDS = ['kind', 'period', 'amount'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Sets, lowers, raises or removes one limit. The server decides what applies at once (a first or lower
 * limit) and what waits 24 hours (a raise or a removal): the message says which, from its answer.
 */
export function LimitForm({ onSaved }: { onSaved: (status: ProtectionStatus) => void }) {
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const problemText = useProblemText();
  const money = useMoney();
  const date = useSiteDate();
  const refusal = useProtectionRefusal();
  const [kind, setKind] = useState<ProtectionLimitKind>('deposit');
  const [period, setPeriod] = useState<ProtectionPeriod>('day');
  const [amount, setAmount] = useState('');
  const form = useForm(FIELDS, { fallback: tc('failed') });
  const session = kind === 'session';

  const minutes = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

  const validate = (): FieldErrors<Field> => ({
    amount: session
      ? minutes(amount) >= 1 && minutes(amount) <= SESSION_LIMIT_MAX_MINUTES
        ? undefined
        : t('protection.form.minutesRange', { max: SESSION_LIMIT_MAX_MINUTES })
      : problemText(checkAmount(amount, {}, money)),
  });

  const send = async (value: number | null) => {
    const body: ProtectionLimitBody = session ? { kind, amount: value } : { kind, period, amount: value };
    const status = await http.call(protectionSetLimit, body);
    onSaved(status);
    setAmount('');
    const limit = status.limits.find((entry) => entry.kind === kind && (session || entry.period === period));
    if (limit?.pending) return t('protection.form.pending', { time: date(limit.pending.appliesAt) });
    return t(value === null ? 'protection.form.removedNow' : 'protection.form.appliedNow');
  };

  const failed = (error: unknown) => {
    const words = refusal(error);
    return words ? { fields: {}, form: words } : null;
  };

  const save = form.handleSubmit(
    validate,
    () => send(session ? minutes(amount) : (parseAmount(amount) as number)),
    (error) => failed(error) ?? { fields: {}, form: tc('failed') },
  );
  const remove = form.handleSubmit(
    () => ({}),
    () => send(null),
    (error) => failed(error) ?? { fields: {}, form: tc('failed') },
  );

  return (
    <form className={formStyles.form} onSubmit={save} noValidate data-testid="limit-form">
      <SelectField
        label={t('protection.form.kind')}
        value={kind}
        touch
        onChange={(event) => {
          setKind(event.target.value as ProtectionLimitKind);
          form.clear('amount');
        }}
      >
        {PROTECTION_LIMIT_KINDS.map((entry) => (
          <option key={entry} value={entry}>
            {t(`protection.kinds.${entry}`)}
          </option>
        ))}
      </SelectField>
      {!session && (
        <SelectField label={t('protection.form.period')} value={period} touch onChange={(event) => setPeriod(event.target.value as ProtectionPeriod)}>
          {PROTECTION_PERIODS.map((entry) => (
            <option key={entry} value={entry}>
              {t(`protection.periodChoices.${entry}`)}
            </option>
          ))}
        </SelectField>
      )}
      {session ? (
        <TextField
          label={t('protection.form.minutes')}
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          error={form.errors.amount}
          onChange={(event) => {
            setAmount(event.target.value);
            form.clear('amount');
          }}
        />
      ) : (
        <AmountField
          label={t('protection.form.amount')}
          value={amount}
          error={form.errors.amount}
          onValue={(value) => {
            setAmount(value);
            form.clear('amount');
          }}
        />
      )}
      <p className={cx(layoutStyles.note, styles.wide)}>{t('protection.form.rule')}</p>
      <FormMessage message={form.formError} />
      <FormMessage message={form.done} tone="success" testId="limit-saved" />
      <div className={formStyles.actions}>
        <Button type="submit" loading={form.sending}>
          {t('protection.form.save')}
        </Button>
        <Button variant="secondary" onClick={remove} disabled={form.sending}>
          {t('protection.form.remove')}
        </Button>
      </div>
    </form>
  );
}
