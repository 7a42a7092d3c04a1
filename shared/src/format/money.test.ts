import { formatMoney, MASKED_MONEY } from '.';

describe('formatMoney', () => {
  it.each([
    [1234567, undefined, '12,345.67'],
    [0, undefined, '0.00'],
    [5, undefined, '0.05'],
    [100, undefined, '1.00'],
    [-1234567, undefined, '-12,345.67'],
    [123456789012, undefined, '1,234,567,890.12'],
    [1234567, 0, '1,234,567'],
    [1234567, 3, '1,234.567'],
    [1234.6, undefined, '12.35'],
  ])('formats %p minor units with %p decimals as %p', (minor, decimals, expected) => {
    expect(formatMoney(minor, decimals)).toBe(expected);
  });

  it('is exact for large amounts where floating-point division is not', () => {
    expect(formatMoney(9007199254740991)).toBe('90,071,992,547,409.91');
  });

  it('shows a placeholder instead of NaN', () => {
    expect(formatMoney(Number.NaN)).toBe('--');
  });

  it('has the mask the header shows for a hidden balance', () => {
    expect(MASKED_MONEY).toBe('****');
  });
});
