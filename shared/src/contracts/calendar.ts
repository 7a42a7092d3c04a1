/*
 * The site's one time zone: the brand's, Myanmar time (Asia/Yangon, UTC+06:30; no daylight saving
 * since 1945). Every calendar day on the wire (`from`/`to` of the records, daily limits, order numbers,
 * birthdays) is a day of this zone, written `yyyy-MM-dd`; every time a page shows is shown in it,
 * whatever the viewer's own zone (shared's `formatSiteDate`). A fixed offset, not the IANA name, does
 * the sums: browsers' time-zone data differ, and a fixed zone has nothing to look up.
 */

/** The IANA name of the site's zone, for documents and `<time>` titles. */
export const SITE_TIME_ZONE = 'Asia/Yangon';
/** Minutes ahead of UTC. */
export const SITE_UTC_OFFSET_MINUTES = 390;

const OFFSET_MS = SITE_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The offset as the agent centre's clock shows it: `GMT+06:30`. */
export const SITE_GMT_LABEL = `GMT+${String(Math.floor(SITE_UTC_OFFSET_MINUTES / 60)).padStart(2, '0')}:${String(SITE_UTC_OFFSET_MINUTES % 60).padStart(2, '0')}`;

/** The wall-clock parts of an instant in the site's zone. */
export interface SiteParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function siteParts(at: Date | number): SiteParts {
  const local = new Date((typeof at === 'number' ? at : at.getTime()) + OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The site's calendar day (`yyyy-MM-dd`) of an instant. */
export function siteDay(at: Date | number = Date.now()): string {
  const { year, month, day } = siteParts(at);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The UTC instant (ms) a site day starts; NaN for a malformed or impossible date (2025-02-30). */
export function siteDayStart(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = Date.UTC(year, month - 1, date);
  const back = new Date(midnight);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return Number.NaN;
  return midnight - OFFSET_MS;
}

export const isSiteDay = (value: string) => !Number.isNaN(siteDayStart(value));

/** The day `days` after (or before, negative) a site day. */
export function addSiteDays(day: string, days: number): string {
  return siteDay(siteDayStart(day) + days * DAY_MS);
}

/** How many days a window covers, both ends counted (`from` = `to` is 1). */
export function siteDaysInRange(from: string, to: string): number {
  return Math.round((siteDayStart(to) - siteDayStart(from)) / DAY_MS) + 1;
}

/** 0 Monday … 6 Sunday, of a site day (a calendar date's weekday does not depend on the zone). */
export function siteWeekday(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The first day of the month after a site day's month ('2025-12-31' → '2026-01-01'). */
export function nextSiteMonthStart(day: string): string {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
