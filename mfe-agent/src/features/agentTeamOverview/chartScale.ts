import type { TeamDayFigures } from '@portal/shared/contracts';

/** The series the chart can show: money figures (minor units) and member counts. */
export const CHART_METRICS = ['validBet', 'betAmount', 'payout', 'profit', 'deposits', 'withdrawals', 'activeMembers', 'newMembers'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];
export const isCount = (metric: ChartMetric) => metric === 'activeMembers' || metric === 'newMembers';

export interface Bar {
  day: string;
  value: number;
  /** In the chart's box (0–100 wide, 0–100 high, y down): where the bar starts and how tall it is. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Scale {
  bars: Bar[];
  /** Where the zero line is (y, 0–100): the bottom unless some values are negative (profit). */
  zero: number;
  max: number;
  min: number;
}

/**
 * One bar a day in a 100 × 100 box: the tallest value fills the height above zero, the most negative the
 * depth below it, so a losing day of profit hangs under the line. All zero: flat bars on the baseline.
 */
export function scaleBars(series: readonly TeamDayFigures[], metric: ChartMetric): Scale {
  const values = series.map((day) => day[metric]);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const zero = (max / span) * 100;
  const slot = 100 / Math.max(1, series.length);
  const bars = series.map((day, index) => {
    const value = day[metric];
    const height = (Math.abs(value) / span) * 100;
    return { day: day.day, value, x: index * slot + slot * 0.15, width: slot * 0.7, y: value >= 0 ? zero - height : zero, height };
  });
  return { bars, zero, max, min };
}
