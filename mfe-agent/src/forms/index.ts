// The pieces of the agent's forms (account opening, invite links, transfers): the amount and payment
// password fields and their checks, a transfer's form, the grid. The select and the messages are
// @portal/shared's `SelectField` (`touch`) and `FormMessage` (`wrapAnywhere`).
export { AmountField, PaymentPasswordField } from './MoneyFields';
export { useMoneyChecks } from './moneyChecks';
export { MoneyForm, useMoneyInputs, type MoneyInputs } from './MoneyForm';
export { default as formStyles } from './Forms.module.css';
