// The pieces of the agent's forms (account opening, invite links, transfers): messages, a native
// select, the amount and payment password fields and their checks, the grid.
export { FormMessage } from './FormMessage';
export { SelectField, type SelectFieldProps } from './SelectField';
export { AmountField, PaymentPasswordField } from './MoneyFields';
export { useMoneyChecks } from './moneyChecks';
export { default as formStyles } from './Forms.module.css';
