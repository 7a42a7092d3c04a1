import { formatSiteDate } from './dates';

// 20:05:09 UTC on 10 March is 02:35:09 on 11 March in Myanmar (UTC+06:30), whatever zone the viewer is in.
const LATE_EVENING_UTC = '2025-03-10T20:05:09Z';

test('a time is shown in the site zone, in each language\'s pattern', () => {
  expect(formatSiteDate(LATE_EVENING_UTC, 'EN')).toBe('11 Mar 2025, 02:35');
  expect(formatSiteDate(LATE_EVENING_UTC, 'CN')).toBe('2025年3月11日 02:35');
  // Burmese month names, Western digits (what Myanmar players read on local sites).
  expect(formatSiteDate(LATE_EVENING_UTC, 'MY')).toBe('2025 မတ် 11 02:35');
});

test('dates alone, times with seconds, and site calendar days', () => {
  expect(formatSiteDate(LATE_EVENING_UTC, 'EN', 'date')).toBe('11 Mar 2025');
  expect(formatSiteDate(Date.parse(LATE_EVENING_UTC), 'CN', 'time')).toBe('02:35:09');
  expect(formatSiteDate(new Date(LATE_EVENING_UTC), 'MY', 'date')).toBe('2025 မတ် 11');
  expect(formatSiteDate(LATE_EVENING_UTC, 'MY', 'time')).toBe('02:35:09');
  // A calendar day stays that day (it is not read as UTC midnight, which is 06:30 in Myanmar anyway,
  // but a day must never shift in any zone).
  expect(formatSiteDate('2024-12-31', 'EN', 'date')).toBe('31 Dec 2024');
  expect(formatSiteDate('2024-12-31', 'MY', 'date')).toBe('2024 ဒီ 31');
});

test('nothing to show is a dash; text that is no date is shown as it came', () => {
  expect(formatSiteDate(null, 'EN')).toBe('—');
  expect(formatSiteDate(undefined, 'MY')).toBe('—');
  expect(formatSiteDate('soon', 'EN')).toBe('soon');
});
