import { addSiteDays, nextSiteMonthStart, siteDay, siteDayStart, siteWeekday, type ProtectionPeriod } from '@portal/shared/contracts';

/*
 * The periods of a money limit on the site's calendar (Myanmar time): the site day, the week from
 * Monday, the calendar month. [start, end) in ms.
 */

export interface LimitPeriod {
  start: number;
  end: number;
}

export function limitPeriodAt(period: ProtectionPeriod, at: number): LimitPeriod {
  const day = siteDay(at);
  if (period === 'day') return { start: siteDayStart(day), end: siteDayStart(addSiteDays(day, 1)) };
  if (period === 'week') {
    const monday = addSiteDays(day, -siteWeekday(day));
    return { start: siteDayStart(monday), end: siteDayStart(addSiteDays(monday, 7)) };
  }
  return { start: siteDayStart(`${day.slice(0, 7)}-01`), end: siteDayStart(nextSiteMonthStart(day)) };
}
