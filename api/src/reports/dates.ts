import { validationFailed } from '../http/api-error';

/*
 * Report dates are the site's calendar days: Myanmar time, UTC+06:30, no daylight saving. A day
 * `yyyy-MM-dd` is the UTC half-open range [day 00:00 − 6:30, next day 00:00 − 6:30), compared with
 * the ISO-8601 UTC text of `created_at`.
 */

export const SITE_UTC_OFFSET_MS = 6.5 * 3600_000;
const DAY_MS = 86_400_000;
/** The paged lists: `from` and `to` at most this many days apart. */
export const MAX_LIST_DAYS = 31;
/** The totals (profit): up to a year at once. */
export const MAX_TOTAL_DAYS = 366;
/** Without `from`/`to`: the last 7 days up to today. */
export const DEFAULT_DAYS = 7;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number (days since 1970-01-01) of a valid `yyyy-MM-dd`, or null. */
function dayNumber(text: string): number | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

export function siteToday(now: number = Date.now()): string {
  return new Date(now + SITE_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

export interface DateWindow {
  from: string;
  to: string;
  /** Inclusive lower bound, ISO UTC. */
  startIso: string;
  /** Exclusive upper bound, ISO UTC. */
  endIso: string;
}

/**
 * The UTC range of `from`..`to` (inclusive days). A missing `to` is today; a missing `from` is
 * `DEFAULT_DAYS` days up to `to`. Errors are 400 validation.failed naming the field.
 */
export function dateWindow(fromText: string | undefined, toText: string | undefined, maxDays: number, now: number = Date.now()): DateWindow {
  const to = toText || siteToday(now);
  const toDay = dayNumber(to);
  if (toDay === null) throw validationFailed('to', 'validation.date');
  const from = fromText || new Date((toDay - (DEFAULT_DAYS - 1)) * DAY_MS).toISOString().slice(0, 10);
  const fromDay = dayNumber(from);
  if (fromDay === null) throw validationFailed('from', 'validation.date');
  if (toDay < fromDay || toDay - fromDay > maxDays) throw validationFailed('to', 'validation.dateWindow', { from, days: maxDays });
  return {
    from,
    to,
    startIso: new Date(fromDay * DAY_MS - SITE_UTC_OFFSET_MS).toISOString(),
    endIso: new Date((toDay + 1) * DAY_MS - SITE_UTC_OFFSET_MS).toISOString(),
  };
}
