import { siteDaysInRange } from '../contracts/calendar';
import { presetRange, rangeProblem } from './dates';

// 2025-03-10 20:00 UTC is already 2025-03-11 02:30 in Myanmar (UTC+06:30): the site's "today" is the 11th.
const lateEvening = new Date('2025-03-10T20:00:00Z');
const morning = new Date('2025-03-10T05:00:00Z');

test.each([
  ['prev7', '2025-03-04', '2025-03-10'],
  ['prev30', '2025-02-09', '2025-03-10'],
] as const)('%s: from %s to %s (windows end today)', (preset, from, to) => {
  expect(presetRange(preset, morning)).toEqual({ preset, from, to });
  expect(siteDaysInRange(from, to)).toBe(preset.endsWith('30') ? 30 : 7);
});

test('windows end on the site\'s today, not the UTC day', () => {
  expect(presetRange('prev7', lateEvening)).toEqual({ preset: 'prev7', from: '2025-03-05', to: '2025-03-11' });
});

test('presets cross months and leap days', () => {
  expect(presetRange('prev7', new Date('2024-03-02T03:00:00Z'))).toEqual({ preset: 'prev7', from: '2024-02-25', to: '2024-03-02' });
  expect(presetRange('prev7', new Date('2024-03-04T03:00:00Z'))).toEqual({ preset: 'prev7', from: '2024-02-27', to: '2024-03-04' });
});

test('a custom window: both days, in order, at most 31 days counting both ends', () => {
  expect(rangeProblem('2025-05-01', '2025-05-31')).toBeNull();
  expect(rangeProblem('2025-05-01', '2025-06-01')).toBe('tooLong');
  expect(rangeProblem('2025-05-02', '2025-05-01')).toBe('order');
  expect(rangeProblem('', '2025-05-01')).toBe('invalid');
  expect(rangeProblem('2025-02-30', '2025-03-01')).toBe('invalid');
});
