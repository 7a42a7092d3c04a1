import { amountProblem, formatMoney, formatMoneyWithSymbol, parseAmount, toMinorUnits } from './money';

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

  it('shows a placeholder instead of NaN, and the symbol when asked', () => {
    expect(formatMoney(Number.NaN)).toBe('--');
    expect(formatMoneyWithSymbol(10_000)).toBe('K 100.00');
  });
});

test('parses what a person types, refusing signs, exponents, separators and extra places', () => {
  expect(parseAmount('123.45')).toBe(12345);
  expect(parseAmount(' 100 ')).toBe(10000);
  expect(parseAmount('0.5')).toBe(50);
  for (const bad of ['-1', '1e3', '1,000', '1.234', '', 'abc']) expect(parseAmount(bad)).toBeNull();
  expect(toMinorUnits(10_000)).toBe(1_000_000);
});

test('one amount rule for the API and the forms', () => {
  const limits = { min: 10_000, max: 5_000_000 };
  expect(amountProblem(10_000, limits)).toBeNull();
  expect(amountProblem('10000', limits)).toBe('format');
  expect(amountProblem(100.5, limits)).toBe('format');
  expect(amountProblem(0, limits)).toBe('positive');
  expect(amountProblem(-5, limits)).toBe('positive');
  expect(amountProblem(9_999, limits)).toBe('range');
  expect(amountProblem(9_999, { min: 10_000 })).toBe('min');
  expect(amountProblem(6_000_000, { max: 5_000_000 })).toBe('max');
  expect(amountProblem(20_000, { ...limits, available: 15_000 })).toBe('available');
});
