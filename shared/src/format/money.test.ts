import { formatMoney, MASKED_MONEY } from '.';

// The formatting rules are the contract's money module's (shared/src/contracts/money); this is
// @portal/shared's public face of it.
it('formats minor units as the contract does, and masks a hidden balance', () => {
  expect(formatMoney(1234567)).toBe('12,345.67');
  expect(MASKED_MONEY).toBe('****');
});
