import { TextField, type TextFieldProps } from '@portal/shared';
import { useCommonTranslation } from '../i18n';

type ValueFieldProps = Omit<TextFieldProps, 'label' | 'value' | 'onChange'> & {
  /** Defaults to the common label ("Amount", "Payment password"). */
  label?: string;
  value: string;
  onValue: (value: string) => void;
};

/** An amount as the player types it (checked by `checkAmount`, read by `parseAmount`). */
export function AmountField({ label, onValue, ...rest }: ValueFieldProps) {
  const { t: tc } = useCommonTranslation();
  return <TextField label={label ?? tc('amount.label')} inputMode="decimal" autoComplete="off" {...rest} onChange={(e) => onValue(e.target.value)} />;
}

/** A 6-digit payment password: anything but digits is dropped as it is typed. */
export function PaymentPasswordField({ label, onValue, hint, ...rest }: ValueFieldProps) {
  const { t: tc } = useCommonTranslation();
  return (
    <TextField
      label={label ?? tc('paymentPassword.label')}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      hint={hint ?? tc('paymentPassword.hint')}
      {...rest}
      onChange={(e) => onValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
