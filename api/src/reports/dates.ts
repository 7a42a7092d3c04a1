import { addSiteDays, siteDay, siteDayStart } from '@portal/shared/contracts';
import { validationFailed } from '../http/api-error';

/*
 * Report dates are the site's calendar days (contracts/calendar: Myanmar time). A day `yyyy-MM-dd` is
 * the UTC half-open range [its midnight in Myanmar, the next one), compared with the ISO-8601 UTC text
 * of `created_at`.
 */

const DAY_MS = 86_400_000;
/** The paged lists: `from` and `to` at most this many days apart. */
export const MAX_LIST_DAYS = 31;
/** The totals (profit): up to a year at once. */
export const MAX_TOTAL_DAYS = 366;
/** Without `from`/`to`: the last 7 days up to today. */
export const DEFAULT_DAYS = 7;

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
  const to = toText || siteDay(now);
  const toStart = siteDayStart(to);
  if (Number.isNaN(toStart)) throw validationFailed('to', 'validation.date');
  const from = fromText || addSiteDays(to, -(DEFAULT_DAYS - 1));
  const fromStart = siteDayStart(from);
  if (Number.isNaN(fromStart)) throw validationFailed('from', 'validation.date');
  const days = Math.round((toStart - fromStart) / DAY_MS);
  if (days < 0 || days > maxDays) throw validationFailed('to', 'validation.dateWindow', { from, days: maxDays });
  return { from, to, startIso: new Date(fromStart).toISOString(), endIso: new Date(toStart + DAY_MS).toISOString() };
}
