import { addSiteDays, isSiteDay, nextSiteMonthStart, SITE_GMT_LABEL, siteDay, siteDayStart, siteDaysInRange, siteParts, siteWeekday } from './calendar';

// 2025-03-10 20:00 UTC is already 02:30 on the 11th in Myanmar (UTC+06:30).
test('an instant falls on the site day of Myanmar time, whatever zone runs the code', () => {
  expect(siteDay(new Date('2025-03-10T17:29:59Z'))).toBe('2025-03-10');
  expect(siteDay(new Date('2025-03-10T17:30:00Z'))).toBe('2025-03-11');
  expect(siteParts(Date.parse('2025-03-10T20:05:09Z'))).toEqual({ year: 2025, month: 3, day: 11, hour: 2, minute: 35, second: 9 });
  expect(SITE_GMT_LABEL).toBe('GMT+06:30');
});

test('a site day starts at its midnight in Myanmar; impossible dates are refused', () => {
  expect(new Date(siteDayStart('2025-03-11')).toISOString()).toBe('2025-03-10T17:30:00.000Z');
  expect(siteDayStart('2025-02-29')).toBeNaN();
  expect(isSiteDay('2024-02-29')).toBe(true);
  expect(isSiteDay('2025-3-1')).toBe(false);
});

test('days are added across months and years, and a window counts both ends', () => {
  expect(addSiteDays('2024-12-31', 1)).toBe('2025-01-01');
  expect(addSiteDays('2025-03-01', -1)).toBe('2025-02-28');
  expect(siteDaysInRange('2025-03-01', '2025-03-31')).toBe(31);
  expect(siteDaysInRange('2025-03-01', '2025-03-01')).toBe(1);
});

test('a site day has its weekday (Monday 0 … Sunday 6) and a month after it', () => {
  expect(['2026-11-23', '2026-11-29', '2026-11-30'].map(siteWeekday)).toEqual([0, 6, 0]);
  expect(nextSiteMonthStart('2026-11-29')).toBe('2026-12-01');
  expect(nextSiteMonthStart('2026-12-31')).toBe('2027-01-01');
  expect(nextSiteMonthStart('2024-02-29')).toBe('2024-03-01');
});
