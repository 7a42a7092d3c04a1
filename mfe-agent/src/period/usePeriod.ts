import { useState } from 'react';
import { presetRange } from '@portal/shared';
import type { TeamPeriod, TeamPeriodQuery } from '@portal/shared/contracts';

export interface PeriodChoice {
  period: TeamPeriod;
  /** The custom window (site days, both ends counted); kept while another period is shown. */
  from: string;
  to: string;
}

/**
 * The period of the overview and the income report: one of the API's named periods (today by default,
 * as the API's), or a custom window. Named periods travel by name, so "this week" is the API's week
 * (from Monday, site days) and not a window the browser worked out.
 */
export function usePeriod(now: () => Date = () => new Date()) {
  const [choice, setChoice] = useState<PeriodChoice>(() => {
    const { from, to } = presetRange('prev7', now());
    return { period: 'today', from, to };
  });
  const query: TeamPeriodQuery = choice.period === 'custom' ? { period: 'custom', from: choice.from, to: choice.to } : { period: choice.period };
  return { choice, setChoice, query, key: JSON.stringify(query) };
}
