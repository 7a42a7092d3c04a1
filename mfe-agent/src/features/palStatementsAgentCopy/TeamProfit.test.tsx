import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentTeamProfit, type TeamProfitRow } from '@portal/shared/contracts';
import { apiError, loginAgent, pageOf, renderPage, stubEndpoints, type EndpointStubs } from '../../testing/shell';
import { TeamProfit } from '.';

const now = () => new Date('2025-06-15T03:30:00Z');
const row: TeamProfitRow = { memberId: 7, account: 'susu77', level: 2, betAmount: 500_000, validBet: 480_000, payout: 300_000, bonuses: 5_000, deposits: 200_000, withdrawals: 50_000, profit: -195_000 };
const SUMMARY = { members: 1, betAmount: 500_000, validBet: 480_000, payout: 300_000, bonuses: 5_000, deposits: 200_000, withdrawals: 50_000, profit: -195_000 };

let server: EndpointStubs;
beforeEach(() => {
  loginAgent();
  server = stubEndpoints().on(agentTeamProfit, () => ({ ...pageOf([row]), from: '2025-06-09', to: '2025-06-15', summary: SUMMARY }));
});
const show = () => renderPage(<TeamProfit now={now} />, '/agentHome/palStatementsAgentCopy');

test('each member’s profit and loss over the window, with the totals', async () => {
  show();
  const table = await screen.findByTestId('team-profit');
  expect(server.calls(agentTeamProfit)).toEqual([{ period: 'custom', from: '2025-06-09', to: '2025-06-15', pageNo: 1, pageSize: 20 }]);
  const member = within(table).getByText('susu77').closest('tr')!;
  for (const text of ['K 5,000.00', 'K 4,800.00', 'K 3,000.00', 'K 50.00', 'K 2,000.00', 'K 500.00', 'K -1,950.00']) expect(member).toHaveTextContent(text);
  expect(screen.getByTestId('team-profit-summary')).toHaveTextContent('1 member');
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
  expect(server.calls(agentTeamProfit).at(-1)).toMatchObject({ from: '2025-05-17', to: '2025-06-15' });
});

test('a refusal is shown as the server worded it, with Retry', async () => {
  server.on(agentTeamProfit, () => {
    throw apiError('network', 'Network link is abnormal, please try again', undefined, 0);
  });
  show();
  expect(await screen.findByText('Network link is abnormal, please try again')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(server.calls(agentTeamProfit)).toHaveLength(2);
});
