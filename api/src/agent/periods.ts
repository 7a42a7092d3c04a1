import { addSiteDays, namedTeamWindow, siteDay, siteDayStart, siteDaysInRange, TEAM_MAX_RANGE_DAYS, TEAM_SERIES_DAYS, type TeamPeriodQuery, type TeamWindow } from '@portal/shared/contracts';
import { validationFailed } from '../http/api-error';

/*
 * The team reports' periods, in site days (Myanmar time, contracts/calendar.ts): today, yesterday,
 * this week (from Monday), this month (from the 1st), or a custom `from`–`to` of at most 31 days both
 * ends counted (spec §9's date filters: previous 7 and 30 days are custom ranges the page works
 * out). Future days are allowed and simply have no activity.
 */

export type { TeamWindow };

const DAY_MS = 86_400_000;

/**
 * The window a query names. `period` defaults to `today`, or to `custom` when a date is given. A
 * custom window needs both dates (400 validation.date on the missing or malformed one) and at most
 * `TEAM_MAX_RANGE_DAYS` days ending on or after `from` (400 `agent.dateRange` on `to`, which names
 * the allowed span).
 */
export function teamWindow(query: TeamPeriodQuery, now: number = Date.now()): TeamWindow {
  const period = query.period ?? (query.from || query.to ? 'custom' : 'today');
  return period === 'custom' ? customWindow(query.from, query.to) : namedTeamWindow(period, now);
}

function customWindow(from: string | undefined, to: string | undefined): TeamWindow {
  if (!from || Number.isNaN(siteDayStart(from))) throw validationFailed('from', 'validation.date');
  if (!to || Number.isNaN(siteDayStart(to))) throw validationFailed('to', 'validation.date');
  const days = siteDaysInRange(from, to);
  if (days < 1 || days > TEAM_MAX_RANGE_DAYS) {
    throw validationFailed('to', 'agent.dateRange', { from, last: addSiteDays(from, TEAM_MAX_RANGE_DAYS - 1), days: TEAM_MAX_RANGE_DAYS });
  }
  return { from, to };
}

/** The chart's window: `TEAM_SERIES_DAYS` days up to today. */
export function seriesWindow(now: number = Date.now()): TeamWindow {
  const to = siteDay(now);
  return { from: addSiteDays(to, -(TEAM_SERIES_DAYS - 1)), to };
}

/** Every day of a window, oldest first. */
export function daysOf(window: TeamWindow): string[] {
  const count = siteDaysInRange(window.from, window.to);
  return Array.from({ length: count }, (_, i) => addSiteDays(window.from, i));
}

/** The ISO-8601 UTC bounds of a window, [start, end), comparable with stored `created_at` text. */
export function isoBounds(window: TeamWindow): { startIso: string; endIso: string } {
  return { startIso: new Date(siteDayStart(window.from)).toISOString(), endIso: new Date(siteDayStart(window.to) + DAY_MS).toISOString() };
}
