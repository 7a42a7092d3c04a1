import { addDays, daysInRange, formatDateTime, presetRange, siteToday } from './dates';
import { checkAmount, checkPaymentPassword } from './forms';
import { parseAmount } from './money';

// 2025-03-10 20:00 UTC is already 2025-03-11 02:30 in Myanmar (UTC+06:30): the site's "today" is the 11th.
const lateEvening = new Date('2025-03-10T20:00:00Z');
const morning = new Date('2025-03-10T05:00:00Z');

test('today is the site calendar day (UTC+06:30)', () => {
  expect(siteToday(morning)).toBe('2025-03-10');
  expect(siteToday(lateEvening)).toBe('2025-03-11');
  expect(siteToday(new Date('2025-03-10T17:29:59Z'))).toBe('2025-03-10');
  expect(siteToday(new Date('2025-03-10T17:30:00Z'))).toBe('2025-03-11');
});

test.each([
  ['prev7', '2025-03-04', '2025-03-10'],
  ['prev30', '2025-02-09', '2025-03-10'],
  ['next7', '2025-03-10', '2025-03-16'],
  ['next30', '2025-03-10', '2025-04-08'],
] as const)('%s: from %s to %s (previous windows end today, next windows start today)', (preset, from, to) => {
  expect(presetRange(preset, morning)).toEqual({ preset, from, to });
  expect(daysInRange(from, to)).toBe(preset.endsWith('30') ? 30 : 7);
});

test('presets cross months and leap days', () => {
  expect(presetRange('prev7', new Date('2024-03-02T03:00:00Z'))).toEqual({ preset: 'prev7', from: '2024-02-25', to: '2024-03-02' });
  expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
});

test('date-times show in site time', () => {
  expect(formatDateTime('2025-03-10T20:00:00Z')).toBe('2025-03-11 02:30');
  expect(formatDateTime(null)).toBe('—');
});

test('amounts are parsed to integer minor units without floating point', () => {
  expect(parseAmount('123.45')).toBe(12345);
  expect(parseAmount('100')).toBe(10000);
  expect(parseAmount('0.1')).toBe(10);
  expect(parseAmount('1.005')).toBeNull();
  expect(parseAmount('-5')).toBeNull();
  expect(parseAmount('1e3')).toBeNull();
  expect(parseAmount('1,000')).toBeNull();
  expect(parseAmount('19.99')).toBe(1999);
});

test('amount checks name the limits; payment passwords are 6 digits', () => {
  const f = (minor: number) => `K ${minor / 100}`;
  expect(checkAmount('', { min: 1000, max: 5000 }, f)).toEqual({ key: 'amount.required' });
  expect(checkAmount('abc', {}, f)).toEqual({ key: 'amount.format', values: { decimals: 2 } });
  expect(checkAmount('0', {}, f)).toEqual({ key: 'amount.positive' });
  expect(checkAmount('5', { min: 1000, max: 5000 }, f)).toEqual({ key: 'amount.range', values: { min: 'K 10', max: 'K 50' } });
  expect(checkAmount('40', { min: 1000, max: 5000, available: 3000 }, f)).toEqual({ key: 'amount.available', values: { available: 'K 30' } });
  expect(checkAmount('30', { min: 1000, max: 5000, available: 3000 }, f)).toBeNull();
  expect(checkPaymentPassword('')).toEqual({ key: 'paymentPassword.required' });
  expect(checkPaymentPassword('12345')).toEqual({ key: 'paymentPassword.format' });
  expect(checkPaymentPassword('123456')).toBeNull();
});
