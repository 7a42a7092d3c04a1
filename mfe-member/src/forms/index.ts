// What member forms are made of (their life is `useForm` of @portal/shared): the amount and payment
// password fields and their checks, a labelled select, the messages and the buttons, and the CSS
// pieces (`form`, `formError`, `error`, `control`).
export { AmountField, PaymentPasswordField } from './MoneyFields';
export { SelectField, type SelectFieldProps } from './SelectField';
export { FormMessage } from './FormMessage';
export { FormActions } from './FormActions';
export { checkAmount, checkPaymentPassword, useProblemText, PAYMENT_PASSWORD_PATTERN, type Problem } from './checks';
export { default as formStyles } from './Forms.module.css';
