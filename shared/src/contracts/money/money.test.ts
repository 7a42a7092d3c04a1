import { amountProblem, formatMoney, formatMoneyWithSymbol, parseAmount, toMinorUnits } from './money';

test('formats minor units exactly, even past the float range of major units', () => {
  expect(formatMoney(1234567)).toBe('12,345.67');
  expect(formatMoney(5)).toBe('0.05');
  expect(formatMoney(-100050)).toBe('-1,000.50');
  expect(formatMoney(900719925474099)).toBe('9,007,199,254,740.99');
  expect(formatMoney(Number.NaN)).toBe('--');
  expect(formatMoneyWithSymbol(10_000)).toBe('K 100.00');
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
