import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentTeamProfit, type TeamProfitRow } from '@portal/shared/contracts';
import { apiError, captureDownloads, loginAgent, pageOf, readDownload, renderPage, stubEndpoints, type EndpointStubs } from '../../testing/shell';
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

afterEach(() => jest.restoreAllMocks());

test('Export CSV writes every row of the period and filters on screen, page by page through the same call', async () => {
  const files = captureDownloads();
  const other: TeamProfitRow = { ...row, memberId: 8, account: 'zaw,88', profit: 12_345 };
  server.on(agentTeamProfit, (query) => ({ ...pageOf(query.pageNo === 1 ? [row] : [other], query.pageNo, 2), from: query.from!, to: query.to!, summary: SUMMARY }));
  show();
  await screen.findByTestId('team-profit');
  await userEvent.type(screen.getByLabelText('Account'), 'su');
  await userEvent.click(screen.getByRole('button', { name: 'Find member' }));
  await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
  await screen.findByTestId('team-profit');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(files).toHaveLength(1));
  const exported = server.calls(agentTeamProfit).slice(-2);
  expect(exported).toEqual([1, 2].map((pageNo) => ({ period: 'custom', from: '2025-05-17', to: '2025-06-15', account: 'su', pageNo, pageSize: 100 })));
  expect(files[0]!.name).toBe('team-profit_2025-05-17_2025-06-15.csv');
  const file = await readDownload(files[0]!.blob);
  expect(file.bom).toBe(true);
  expect(file.text.split('\r\n')).toEqual([
    'Account,Level,Bet amount (K),Valid bets (K),Wins (K),Bonuses (K),Deposits (K),Withdrawals (K),Profit (K)',
    'susu77,2,5000.00,4800.00,3000.00,50.00,2000.00,500.00,-1950.00',
    '"zaw,88",2,5000.00,4800.00,3000.00,50.00,2000.00,500.00,123.45',
    '',
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('2 rows exported.');
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
