import { addDays, daysInRange, formatDateTime, presetRange, siteToday } from './dates';

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
