// What member forms are made of (their life is `useForm` of @portal/shared, their select, messages and
// money fields `SelectField`, `FormMessage`, `AmountField` and `PaymentPasswordField` of @portal/shared):
// the amount and payment password checks in the member's words, the buttons, and the CSS pieces
// (`form`, `actions`, `error`).
export { FormActions } from './FormActions';
export { checkAmount, checkPaymentPassword, useProblemText, type Problem } from './checks';
export { default as formStyles } from './Forms.module.css';
