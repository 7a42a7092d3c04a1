import { TextField, type TextFieldProps } from '@portal/shared';
import { useAgentTranslation } from '../i18n';

type ValueFieldProps = Omit<TextFieldProps, 'label' | 'value' | 'onChange'> & {
  label?: string;
  value: string;
  onValue: (value: string) => void;
};

/** An amount as the agent types it (checked by `useMoneyChecks`, read by `parseAmount`). */
export function AmountField({ label, onValue, ...rest }: ValueFieldProps) {
  const { t } = useAgentTranslation();
  return <TextField label={label ?? t('money.amount.label')} inputMode="decimal" autoComplete="off" {...rest} onChange={(e) => onValue(e.target.value)} />;
}

/** The 6-digit payment password: anything but digits is dropped as it is typed. */
export function PaymentPasswordField({ label, onValue, ...rest }: ValueFieldProps) {
  const { t } = useAgentTranslation();
  return (
    <TextField
      label={label ?? t('money.paymentPassword.label')}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      hint={t('money.paymentPassword.hint')}
      {...rest}
      onChange={(e) => onValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
