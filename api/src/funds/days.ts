import { siteDay, siteDayStart } from '@portal/shared/contracts';
import { validationFailed } from '../http/api-error';

/*
 * The site's calendar days (contracts/calendar: Myanmar time): daily limits and the `from`/`to`
 * filters of the order lists are counted in them.
 */

const DAY_MS = 24 * 3600_000;
/** The longest `from`–`to` span of a list (the client's filters go back 30 days). */
export const MAX_RANGE_DAYS = 31;

export interface TimeRange {
  /** Inclusive ISO start and exclusive ISO end, comparable with stored ISO times. */
  fromIso: string;
  toIso: string;
}

/**
 * `from`/`to` of a list (inclusive days). Missing ones default to the last 30 days up to today; a
 * malformed date, `to` before `from`, or a span over 31 days is 400 validation.failed on the field.
 */
export function dayRange(from: string | undefined, to: string | undefined, now: Date = new Date()): TimeRange {
  const toDay = to || siteDay(now);
  const toStart = siteDayStart(toDay);
  const bad = (field: string) => validationFailed(field, 'funds.dateRange', { days: MAX_RANGE_DAYS });
  if (Number.isNaN(toStart)) throw bad('to');
  const fromStart = from ? siteDayStart(from) : toStart - (MAX_RANGE_DAYS - 1) * DAY_MS;
  if (Number.isNaN(fromStart)) throw bad('from');
  if (fromStart > toStart || (toStart - fromStart) / DAY_MS >= MAX_RANGE_DAYS) throw bad('from');
  return { fromIso: new Date(fromStart).toISOString(), toIso: new Date(toStart + DAY_MS).toISOString() };
}
