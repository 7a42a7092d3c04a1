// The site currency and unit conversion come from the contract's one money module.
export { CURRENCY, CURRENCY_DECIMALS, CURRENCY_SYMBOL, toMinorUnits } from '@portal/shared/contracts';
