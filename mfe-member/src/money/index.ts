// Amounts as the player sees them: in the wallet's currency, signed gains and losses, typed back into a field.
// Parsing and the amount rule are the contract's money module (`parseAmount`, `amountProblem`).
export { useMoney, amountInput } from './money';
export { Signed } from './Signed';
