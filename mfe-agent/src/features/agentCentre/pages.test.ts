import { gmtOffset, visibleMenu } from '.';

test('salary and dividend pages show only for the contracts the agent holds', () => {
  const none = visibleMenu(new Set());
  expect(none).toContain('agentTeamOverview');
  expect(none).not.toContain('agentDividendRecordCopy2');
  expect(none).not.toContain('agentRealtimeSalary');
  const some = visibleMenu(new Set(['dividend', 'realtimeSalary']));
  expect(some).toContain('agentDividendRecordCopy2');
  expect(some).toContain('agentRealtimeSalary');
  expect(some).not.toContain('agentDailyWages2');
});

test('the GMT offset reads like the agent centre shows it', () => {
  const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as Date;
  expect(gmtOffset(at(-390))).toBe('GMT+06:30');
  expect(gmtOffset(at(0))).toBe('GMT+00:00');
  expect(gmtOffset(at(300))).toBe('GMT-05:00');
});
