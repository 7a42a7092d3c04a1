// Amounts typed back into a field. Shown amounts are @portal/shared's (`useMoney`, `Signed`); parsing and
// the amount rule are the contract's money module (`parseAmount`, `amountProblem`).
export { amountInput } from './money';
