import { cx } from '../ui/cx';
import { TextField, type TextFieldProps } from '../ui/TextField';
import { useSharedTranslation } from '../ui/useSharedTranslation';
import { PAYMENT_PASSWORD_LENGTH, paymentPasswordDigits } from '../contracts/wallet/payment-password';
import styles from './MoneyFields.module.css';

export type MoneyFieldProps = Omit<TextFieldProps, 'label' | 'value' | 'onChange'> & {
  /** Defaults to the kit's own words ("Amount", "Payment password") in the current language. */
  label?: TextFieldProps['label'];
  value: string;
  /** The text as the field keeps it (for the payment password: its digits only). */
  onValue: (value: string) => void;
};

/**
 * An amount as it is typed, kept as text: the form reads it with the contract's `parseAmount` and
 * checks it with `amountProblem` (the API's own rule), so a half-typed "12." is never rewritten here.
 * The decimal keypad on phones, a 44 px touch target.
 */
export function AmountField({ label, onValue, className, ...rest }: MoneyFieldProps) {
  const { t } = useSharedTranslation();
  return (
    <TextField
      label={label ?? t('forms.amount')}
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      className={cx(styles.touch, className)}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

/**
 * The payment password: masked, the digit keypad, never autofilled; anything but digits is dropped as
 * it is typed or pasted, and no more than the rule's six are kept (`paymentPasswordDigits`). The form
 * checks it with `paymentPasswordProblem`. The hint says "6 digits" unless the form gives its own.
 */
export function PaymentPasswordField({ label, onValue, hint, className, ...rest }: MoneyFieldProps) {
  const { t } = useSharedTranslation();
  return (
    <TextField
      label={label ?? t('forms.paymentPassword')}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={PAYMENT_PASSWORD_LENGTH}
      hint={hint ?? t('forms.paymentPasswordHint')}
      {...rest}
      className={cx(styles.touch, className)}
      onChange={(event) => onValue(paymentPasswordDigits(event.target.value))}
    />
  );
}
