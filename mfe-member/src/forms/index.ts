// What member forms are made of (their life is `useForm` of @portal/shared, their select and messages
// `SelectField` and `FormMessage` of @portal/shared): the amount and payment password fields and their
// checks, the buttons, and the CSS pieces (`form`, `actions`, `error`).
export { AmountField, PaymentPasswordField } from './MoneyFields';
export { FormActions } from './FormActions';
export { checkAmount, checkPaymentPassword, useProblemText, PAYMENT_PASSWORD_PATTERN, type Problem } from './checks';
export { default as formStyles } from './Forms.module.css';
