import { visibleMenu } from '.';

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
