import { useState } from 'react';
import { http } from '@portal/kernel';
import { FormMessage, PaymentPasswordField, useForm, type FieldErrors } from '@portal/shared';
import { setPaymentPassword, type SetPaymentPasswordBody } from '@portal/shared/contracts';
import { checkPaymentPassword, formStyles, FormActions, useProblemText } from '../../forms';
import { useCommonTranslation, useMemberTranslation } from '../../i18n';

const FIELDS = ['oldPaymentPassword', 'paymentPassword', 'confirmPaymentPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' };

/** Sets the payment password, or changes it (then the current one is asked for). */
export function PaymentPasswordForm({ isSet, onSaved }: { isSet: boolean; onSaved: () => void }) {
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const problemText = useProblemText();
  const [values, setValues] = useState(EMPTY);
  const form = useForm(FIELDS, { fallback: tc('failed') });

  const set = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    form.clear(field);
  };

  const validate = (): FieldErrors<Field> => ({
    oldPaymentPassword: isSet ? problemText(checkPaymentPassword(values.oldPaymentPassword)) : undefined,
    paymentPassword: problemText(checkPaymentPassword(values.paymentPassword)),
    confirmPaymentPassword: !values.confirmPaymentPassword
      ? tc('paymentPassword.required')
      : values.confirmPaymentPassword !== values.paymentPassword
        ? t('shared:validation.confirmation')
        : undefined,
  });

  const submit = form.handleSubmit(validate, async () => {
    const body: SetPaymentPasswordBody = { paymentPassword: values.paymentPassword, confirmPaymentPassword: values.confirmPaymentPassword };
    if (isSet) body.oldPaymentPassword = values.oldPaymentPassword;
    await http.call(setPaymentPassword, body);
    setValues(EMPTY);
    onSaved();
    return t('security.paymentPassword.saved');
  });

  const field = (name: Field, label: string) => <PaymentPasswordField label={label} value={values[name]} onValue={set(name)} error={form.errors[name]} />;

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-testid="payment-password-form">
      {isSet && field('oldPaymentPassword', t('security.paymentPassword.current'))}
      {field('paymentPassword', t('security.paymentPassword.new'))}
      {field('confirmPaymentPassword', t('security.paymentPassword.confirm'))}
      <FormMessage message={form.formError} />
      <FormMessage message={form.done} tone="success" />
      <FormActions label={t(isSet ? 'security.paymentPassword.change' : 'security.paymentPassword.set')} sending={form.sending} />
    </form>
  );
}
