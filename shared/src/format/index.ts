export { formatMoney, MASKED_MONEY } from './money';
