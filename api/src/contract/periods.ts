import { addSiteDays, nextSiteMonthStart, siteDay, siteDayStart, siteWeekday, type ContractKind, type DividendPeriod } from '@portal/shared/contracts';

/*
 * The periods a contract is settled for, on the site's calendar (Myanmar time, UTC+06:30, no DST):
 * a real-time salary every 5 minutes; an hourly salary per site hour, paid once its whole site day is
 * over ("paid the next day"); a daily salary per site day, the day after; a dividend per D (day), W
 * (Monday to Sunday), H (1st–15th, 16th–end of the month) or M (month), once the period is over.
 */

export interface SettlementPeriod {
  key: string;
  /** [start, end) in ms. */
  start: number;
  end: number;
  /** The site days it covers, when it is whole days (daily, dividend). */
  days: { from: string; to: string } | null;
}

const FIVE_MINUTES = 5 * 60_000;
const HOUR = 3_600_000;

const monthOf = (day: string) => day.slice(0, 7);

/** The whole-day period of `period` containing site day `day`: [from, to] and its key. */
export function dayPeriodOf(period: DividendPeriod | 'D', day: string): { key: string; from: string; to: string } {
  if (period === 'D') return { key: day, from: day, to: day };
  if (period === 'W') {
    const from = addSiteDays(day, -siteWeekday(day));
    return { key: `W${from}`, from, to: addSiteDays(from, 6) };
  }
  const first = `${monthOf(day)}-01`;
  const lastOfMonth = addSiteDays(nextSiteMonthStart(day), -1);
  if (period === 'M') return { key: `M${monthOf(day)}`, from: first, to: lastOfMonth };
  const secondHalf = Number(day.slice(8, 10)) > 15;
  return secondHalf ? { key: `H${monthOf(day)}-2`, from: `${monthOf(day)}-16`, to: lastOfMonth } : { key: `H${monthOf(day)}-1`, from: first, to: `${monthOf(day)}-15` };
}

function wholeDays(period: DividendPeriod | 'D', day: string): SettlementPeriod {
  const { key, from, to } = dayPeriodOf(period, day);
  return { key, start: siteDayStart(from), end: siteDayStart(addSiteDays(to, 1)), days: { from, to } };
}

/** The period of the kind that contains `at` (ms). */
export function periodAt(kind: ContractKind, period: DividendPeriod | null, at: number): SettlementPeriod {
  if (kind === 'realtimeSalary') {
    const start = Math.floor(at / FIVE_MINUTES) * FIVE_MINUTES;
    return { key: new Date(start).toISOString(), start, end: start + FIVE_MINUTES, days: null };
  }
  const day = siteDay(at);
  if (kind === 'hourlySalary') {
    const hour = Math.floor((at - siteDayStart(day)) / HOUR);
    const start = siteDayStart(day) + hour * HOUR;
    return { key: `${day}T${String(hour).padStart(2, '0')}`, start, end: start + HOUR, days: null };
  }
  return wholeDays(kind === 'dividend' ? (period ?? 'D') : 'D', day);
}

/** When a period may be settled: at its end; an hour only once its whole site day is over. */
export function dueAt(kind: ContractKind, p: SettlementPeriod): number {
  return kind === 'hourlySalary' ? siteDayStart(addSiteDays(siteDay(p.start), 1)) : p.end;
}

/**
 * The periods from the one containing `from` (ms) that are due by `now`, oldest first, at most `limit`
 * (a long outage is caught up over a few runs).
 */
export function duePeriods(kind: ContractKind, period: DividendPeriod | null, from: number, now: number, limit: number): SettlementPeriod[] {
  const out: SettlementPeriod[] = [];
  for (let p = periodAt(kind, period, from); dueAt(kind, p) <= now && out.length < limit; p = periodAt(kind, period, p.end)) out.push(p);
  return out;
}
