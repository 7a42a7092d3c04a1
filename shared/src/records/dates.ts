import { addSiteDays, isSiteDay, siteDay, siteDaysInRange } from '../contracts/calendar';

/*
 * The records' date windows. Days are the site's calendar days (contracts/calendar: Myanmar time), as
 * the records calls count them (docs/wire-contract.md, "Records and reports"); they travel as
 * `yyyy-MM-dd`, both ends inclusive. Showing a date is `useSiteDate`.
 */

/** The longest custom window the records accept, both ends counted (spec §9). */
export const MAX_RANGE_DAYS = 31;

/**
 * Records are of what has happened, so a quick pick only looks back: a window ending after today would
 * always be empty at its end.
 */
export type DatePreset = 'prev7' | 'prev30' | 'custom';
export const DATE_PRESETS: readonly Exclude<DatePreset, 'custom'>[] = ['prev7', 'prev30'];

export interface DateRange {
  preset: DatePreset;
  from: string;
  to: string;
}

/** The presets of spec §9: the previous N days end today (today and the N − 1 days before it). */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, now: Date): DateRange {
  const today = siteDay(now);
  const days = preset === 'prev30' ? 30 : 7;
  return { preset, from: addSiteDays(today, -(days - 1)), to: today };
}

/** What is wrong with a custom window, or null: a missing day, an end before the start, more than 31 days. */
export type RangeProblem = 'invalid' | 'order' | 'tooLong';

export function rangeProblem(from: string, to: string): RangeProblem | null {
  if (!isSiteDay(from) || !isSiteDay(to)) return 'invalid';
  if (from > to) return 'order';
  if (siteDaysInRange(from, to) > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}
