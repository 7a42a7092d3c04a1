import { validationFailed } from '../http/api-error';

/*
 * The site's calendar days are Myanmar time (UTC+06:30, no daylight saving): daily limits and the
 * `from`/`to` filters of the order lists are counted in them.
 */

const OFFSET_MS = (6 * 60 + 30) * 60_000;
const DAY_MS = 24 * 3600_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** The longest `from`–`to` span of a list (the client's filters go back 30 days). */
export const MAX_RANGE_DAYS = 31;

/** The Myanmar calendar day (yyyy-MM-dd) of an instant. */
export function siteDay(at: Date = new Date()): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instant a Myanmar day starts, in ms; NaN for a malformed or impossible date. */
function dayStart(day: string): number {
  if (!DAY_PATTERN.test(day)) return Number.NaN;
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return Number.NaN;
  return ms - OFFSET_MS;
}

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
  const toStart = dayStart(toDay);
  const bad = (field: string) => validationFailed(field, 'funds.dateRange', { days: MAX_RANGE_DAYS });
  if (Number.isNaN(toStart)) throw bad('to');
  const fromStart = from ? dayStart(from) : toStart - (MAX_RANGE_DAYS - 1) * DAY_MS;
  if (Number.isNaN(fromStart)) throw bad('from');
  if (fromStart > toStart || (toStart - fromStart) / DAY_MS >= MAX_RANGE_DAYS) throw bad('from');
  return { fromIso: new Date(fromStart).toISOString(), toIso: new Date(toStart + DAY_MS).toISOString() };
}
