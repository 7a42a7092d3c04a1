// The named periods of the team calls (today, yesterday, this week, this month) or a custom window:
// the overview's and the income report's filter.
export { PeriodFilter } from './PeriodFilter';
export { usePeriod, type PeriodChoice } from './usePeriod';
