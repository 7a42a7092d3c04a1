// The pieces of the agent's forms (account opening, invite links, transfers): the amount and payment
// password checks in the agent's words, a transfer's form, the grid. The select, the messages and the
// money fields are @portal/shared's `SelectField` (`touch`), `FormMessage` (`wrapAnywhere`),
// `AmountField` and `PaymentPasswordField`.
export { useMoneyChecks } from './moneyChecks';
export { MoneyForm, useMoneyInputs, type MoneyInputs } from './MoneyForm';
export { default as formStyles } from './Forms.module.css';
