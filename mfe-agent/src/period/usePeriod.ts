import { useState } from 'react';
import { namedTeamWindow, type TeamPeriod, type TeamPeriodQuery } from '@portal/shared/contracts';

export interface PeriodChoice {
  period: TeamPeriod;
  /** The days shown in the date fields: a named period's own window, or the custom one. */
  from: string;
  to: string;
}

/**
 * The period of the overview and the income report: one of the API's named periods (today by default,
 * as the API's), or a custom window. Named periods travel by name, so "this week" is the API's week
 * (from Monday, site days); the date fields show that same window (the one rule both sides use), so the
 * highlighted period and the days shown agree.
 */
export function usePeriod(now: () => Date = () => new Date()) {
  const [choice, setChoiceState] = useState<PeriodChoice>(() => ({ period: 'today', ...namedTeamWindow('today', now()) }));
  const setChoice = (next: PeriodChoice) => setChoiceState(next.period === 'custom' ? next : { period: next.period, ...namedTeamWindow(next.period, now()) });
  const query: TeamPeriodQuery = choice.period === 'custom' ? { period: 'custom', from: choice.from, to: choice.to } : { period: choice.period };
  return { choice, setChoice, query, key: JSON.stringify(query) };
}
