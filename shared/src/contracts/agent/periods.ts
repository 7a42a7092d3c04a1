import { addSiteDays, siteDay, siteWeekday } from '../calendar';
import type { TEAM_PERIODS } from './constants';

/** The site days (both ends counted) one of the team reports' named periods stands for. */
export interface TeamWindow {
  from: string;
  to: string;
}

/**
 * The window of a named period on the site's calendar: today, yesterday, this week (from Monday), this
 * month (from the 1st). One rule for the API, which answers for it, and the page, whose date fields show
 * it, so the highlighted period and the days shown cannot disagree.
 */
export function namedTeamWindow(period: Exclude<(typeof TEAM_PERIODS)[number], 'custom'>, now: Date | number = Date.now()): TeamWindow {
  const today = siteDay(now);
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addSiteDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'thisWeek':
      return { from: addSiteDays(today, -siteWeekday(today)), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}
