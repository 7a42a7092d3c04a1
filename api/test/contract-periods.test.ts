import { siteDayStart } from '@portal/shared/contracts';
import { dayPeriodOf, duePeriods, periodAt } from '../src/contract/periods';
import { amountOf } from '../src/contract/settle';
import { tierReached } from '../src/contract/rules';

/*
 * The settlement periods on the site's calendar (Myanmar time, UTC+06:30) and what a tier
 * pays, by hand: D/W/H/M boundaries, hours aligned to the site's half-hour offset, 5-minute windows,
 * and when each is due.
 */

const at = (day: string, hh = 0, mm = 0) => siteDayStart(day) + (hh * 60 + mm) * 60_000;

test('a dividend period: a day, Monday to Sunday, the 1st–15th and 16th–end, the month (February of a leap year too)', () => {
  expect(dayPeriodOf('D', '2026-11-26')).toEqual({ key: '2026-11-26', from: '2026-11-26', to: '2026-11-26' });
  // 26 Nov 2026 is a Thursday; 29 Nov a Sunday; 30 Nov a Monday.
  expect(dayPeriodOf('W', '2026-11-26')).toEqual({ key: 'W2026-11-23', from: '2026-11-23', to: '2026-11-29' });
  expect(dayPeriodOf('W', '2026-11-29')).toEqual({ key: 'W2026-11-23', from: '2026-11-23', to: '2026-11-29' });
  expect(dayPeriodOf('W', '2026-11-30').from).toBe('2026-11-30');
  expect(dayPeriodOf('H', '2026-11-15')).toEqual({ key: 'H2026-11-1', from: '2026-11-01', to: '2026-11-15' });
  expect(dayPeriodOf('H', '2026-11-16')).toEqual({ key: 'H2026-11-2', from: '2026-11-16', to: '2026-11-30' });
  expect(dayPeriodOf('M', '2028-02-10')).toEqual({ key: 'M2028-02', from: '2028-02-01', to: '2028-02-29' });
  expect(dayPeriodOf('M', '2026-12-31')).toEqual({ key: 'M2026-12', from: '2026-12-01', to: '2026-12-31' });
});

test("a site day starts at 17:30 UTC the day before; an hour at :30 UTC; a real-time window every 5 minutes", () => {
  const day = periodAt('dailySalary', null, at('2026-11-26', 23, 59));
  expect([new Date(day.start).toISOString(), new Date(day.end).toISOString()]).toEqual(['2026-11-25T17:30:00.000Z', '2026-11-26T17:30:00.000Z']);
  const hour = periodAt('hourlySalary', null, at('2026-11-26', 13, 20));
  expect(hour.key).toBe('2026-11-26T13');
  expect(new Date(hour.start).toISOString()).toBe('2026-11-26T06:30:00.000Z');
  const window = periodAt('realtimeSalary', null, Date.parse('2026-11-26T04:37:12Z'));
  expect([window.key, window.end - window.start]).toEqual(['2026-11-26T04:35:00.000Z', 300_000]);
});

test('what is due: a day at its end, an hour only once its day is over, a week on Monday', () => {
  expect(duePeriods('dailySalary', null, at('2026-11-24', 10), at('2026-11-26', 0, 1), 10).map((p) => p.key)).toEqual(['2026-11-24', '2026-11-25']);
  expect(duePeriods('hourlySalary', null, at('2026-11-26', 1), at('2026-11-26', 23, 59), 50)).toEqual([]);
  expect(duePeriods('hourlySalary', null, at('2026-11-26', 22), at('2026-11-27', 0, 1), 50).map((p) => p.key)).toEqual(['2026-11-26T22', '2026-11-26T23']);
  expect(duePeriods('dividend', 'W', at('2026-11-24'), at('2026-11-30', 0, 0), 10).map((p) => p.key)).toEqual(['W2026-11-23']);
  expect(duePeriods('dividend', 'W', at('2026-11-24'), at('2026-11-29', 23, 59), 10)).toEqual([]);
});

test('the tier reached and what it pays: a percentage of the valid bet or of the net loss, or a fixed amount', () => {
  const tiers = [
    { minimumBet: 10_000, netLoss: 0, activeMember: 1, rateType: 'P' as const, rate: 100 },
    { minimumBet: 50_000, netLoss: 0, activeMember: 3, rateType: 'F' as const, rate: 2_500 },
  ];
  // K 600 bet by two members: the second tier wants three.
  expect(tierReached(tiers, { validBet: 60_000, netLoss: -5_000, activeMembers: 2 })).toBe(tiers[0]);
  expect(amountOf('dailySalary', tiers[0]!, { validBet: 60_000, netLoss: -5_000, activeMembers: 2 })).toBe(600);
  expect(amountOf('dailySalary', tierReached(tiers, { validBet: 60_000, netLoss: 0, activeMembers: 3 }), { validBet: 60_000, netLoss: 0, activeMembers: 3 })).toBe(2_500);
  expect(tierReached(tiers, { validBet: 9_999, netLoss: 0, activeMembers: 5 })).toBeNull();
  // A dividend: 15 % of a net loss of K 333.33, floored to the minor unit; a team that won gets nothing.
  const dividend = { minimumBet: 0, netLoss: 10_000, activeMember: 1, rateType: 'P' as const, rate: 1_500 };
  expect(amountOf('dividend', dividend, { validBet: 90_000, netLoss: 33_333, activeMembers: 1 })).toBe(4_999);
  expect(tierReached([dividend], { validBet: 90_000, netLoss: -1, activeMembers: 4 })).toBeNull();
});
