import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@portal/shared';
import {
  checkPaymentPassword,
  commonStyles,
  FormMessage,
  isClean,
  serverProblem,
  useCommonTranslation,
  useProblemText,
  useMemberTranslation,
  type FieldErrors,
} from '../common';
import { savePaymentPassword, type PaymentPasswordBody } from './api';

type Field = 'oldPaymentPassword' | 'paymentPassword' | 'confirmPaymentPassword';
const FIELDS: readonly Field[] = ['oldPaymentPassword', 'paymentPassword', 'confirmPaymentPassword'];
const EMPTY: Record<Field, string> = { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' };

/** Sets the payment password, or changes it (then the current one is asked for). */
export function PaymentPasswordForm({ isSet, onSaved }: { isSet: boolean; onSaved: () => void }) {
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const problemText = useProblemText();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const set = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value.replace(/\D/g, '').slice(0, 6) }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const validate = (): FieldErrors<Field> => {
    const problem = (value: string) => {
      const found = checkPaymentPassword(value);
      return problemText(found);
    };
    return {
      oldPaymentPassword: isSet ? problem(values.oldPaymentPassword) : undefined,
      paymentPassword: problem(values.paymentPassword),
      confirmPaymentPassword: !values.confirmPaymentPassword
        ? tc('paymentPassword.required')
        : values.confirmPaymentPassword !== values.paymentPassword
          ? t('shared:validation.inconsistent')
          : undefined,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setDone(null);
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (!isClean(found)) return;
    const body: PaymentPasswordBody = { paymentPassword: values.paymentPassword, confirmPaymentPassword: values.confirmPaymentPassword };
    if (isSet) body.oldPaymentPassword = values.oldPaymentPassword;
    setSending(true);
    try {
      await savePaymentPassword(body);
      setValues(EMPTY);
      setDone(t('security.paymentPassword.saved'));
      onSaved();
    } catch (error) {
      const problem = serverProblem(error, FIELDS, tc('failed'));
      setErrors(problem.fields);
      setFormError(problem.form);
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field, label: string) => (
    <TextField
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={values[name]}
      onChange={(e) => set(name)(e.target.value)}
      error={errors[name]}
      hint={tc('paymentPassword.hint')}
    />
  );

  return (
    <form className={commonStyles.form} onSubmit={submit} noValidate data-testid="payment-password-form">
      {isSet && field('oldPaymentPassword', t('security.paymentPassword.current'))}
      {field('paymentPassword', t('security.paymentPassword.new'))}
      {field('confirmPaymentPassword', t('security.paymentPassword.confirm'))}
      <FormMessage message={formError} />
      <FormMessage message={done} tone="success" />
      <div className={commonStyles.actions}>
        <Button type="submit" loading={sending}>
          {t(isSet ? 'security.paymentPassword.change' : 'security.paymentPassword.set')}
        </Button>
      </div>
    </form>
  );
}
