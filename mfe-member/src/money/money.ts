import { formatMoney } from '@portal/shared/contracts';

/** Minor units as the player types them back: 12345 → '123.45'. */
export function amountInput(minor: number, decimals?: number): string {
  return formatMoney(minor, decimals).replace(/,/g, '');
}
