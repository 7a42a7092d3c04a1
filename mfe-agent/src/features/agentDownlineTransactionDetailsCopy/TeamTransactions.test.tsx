import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentDownlineTransactions, type TeamTransaction } from '@portal/shared/contracts';
import { captureDownloads, loginAgent, pageOf, readDownload, renderPage, stubEndpoints, type EndpointStubs } from '../../testing/shell';
import { TeamTransactions } from '.';

const now = () => new Date('2025-06-15T03:30:00Z');
const move = (id: number, type: TeamTransaction['type'], kind: string, amount: number, detail: TeamTransaction['detail'] = { type: 'depositOrder', orderNo: `D2025061400${id}` }): TeamTransaction => ({
  id,
  createdAt: '2025-06-14T10:00:00Z',
  memberId: id,
  account: `player${id}`,
  level: 1,
  type,
  kind,
  amount,
  detail,
  // The ledger's own key still travels (for older builds); the page never shows it.
  reference: detail?.type === 'upline' ? `upline:${detail.account}` : `D2025061400${id}`,
});
const SUMMARY = { count: 3, deposits: 500_000, withdrawals: 120_000, transfersIn: 0, transfersOut: 30_000 };

let server: EndpointStubs;
beforeEach(() => {
  loginAgent();
  server = stubEndpoints().on(agentDownlineTransactions, () => ({
    ...pageOf([
      move(1, 'deposit', 'deposit', 500_000),
      move(2, 'withdrawal', 'withdrawal.refund', 20_000, { type: 'withdrawOrder', orderNo: 'W20250614002' }),
      move(3, 'transfer', 'transfer.upline', -30_000, { type: 'upline', account: 'moewin' }),
    ]),
    from: '2025-06-09',
    to: '2025-06-15',
    summary: SUMMARY,
  }));
});
const show = () => renderPage(<TeamTransactions now={now} />, '/agentHome/agentDownlineTransactionDetailsCopy');

test('the team’s deposits, withdrawals and transfers, with what each one was and the window’s totals', async () => {
  show();
  const table = await screen.findByTestId('team-transactions');
  expect(server.calls(agentDownlineTransactions)).toEqual([{ period: 'custom', from: '2025-06-09', to: '2025-06-15', type: '', pageNo: 1, pageSize: 20 }]);
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('14 Jun 2025, 16:30');
  expect(rows[1]).toHaveTextContent('Deposit');
  expect(rows[1]).toHaveTextContent('+K 5,000.00');
  expect(rows[2]).toHaveTextContent('Withdrawal refunded');
  expect(rows[3]).toHaveTextContent('Upline transfer');
  expect(rows[3]).toHaveTextContent('K -300.00');
  // What each was about, as the member's side reads: the order, the counterparty; never a raw code.
  expect(rows[1]).toHaveTextContent('Deposit order D20250614001');
  expect(rows[2]).toHaveTextContent('Withdrawal order W20250614002');
  expect(rows[3]).toHaveTextContent('To upline moewin');
  expect(table).not.toHaveTextContent(/upline:|downline:/);
  expect(screen.getByTestId('transactions-count')).toHaveTextContent('3');
  expect(screen.getByTestId('transactions-deposits')).toHaveTextContent('K 5,000.00');
  expect(screen.getByTestId('transactions-withdrawals')).toHaveTextContent('K 1,200.00');

  await userEvent.selectOptions(screen.getByLabelText('Type'), 'withdrawal');
  expect(server.calls(agentDownlineTransactions).at(-1)).toEqual({ period: 'custom', from: '2025-06-09', to: '2025-06-15', type: 'withdrawal', pageNo: 1, pageSize: 20 });
});

test("the agent's own transfers to the team are named: a downline transfer and a red envelope", async () => {
  server.on(agentDownlineTransactions, () => ({
    ...pageOf([move(4, 'transfer', 'transfer.downline', 40_000, { type: 'upline', account: 'agent01' }), move(5, 'transfer', 'transfer.envelope', 25_000, { type: 'redEnvelopeFrom', account: 'agent01' })]),
    from: '2025-06-09',
    to: '2025-06-15',
    summary: { ...SUMMARY, count: 2, deposits: 0, withdrawals: 0, transfersIn: 65_000, transfersOut: 0 },
  }));
  show();
  const rows = within(await screen.findByTestId('team-transactions')).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('Downline transfer');
  expect(rows[2]).toHaveTextContent('player5');
  expect(rows[2]).toHaveTextContent('Red envelope');
  expect(rows[2]).toHaveTextContent('+K 250.00');
  expect(rows[1]).toHaveTextContent('From upline agent01');
  expect(rows[2]).toHaveTextContent('Red envelope from agent01');
});

test('Export CSV writes the type filter’s rows of the window, with their details in words and amounts in K', async () => {
  const files = captureDownloads();
  show();
  await screen.findByTestId('team-transactions');
  await userEvent.selectOptions(screen.getByLabelText('Type'), 'withdrawal');
  await screen.findByTestId('team-transactions');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(files).toHaveLength(1));
  expect(server.calls(agentDownlineTransactions).at(-1)).toEqual({ period: 'custom', from: '2025-06-09', to: '2025-06-15', type: 'withdrawal', pageNo: 1, pageSize: 100 });
  expect(files[0]!.name).toBe('team-transactions_2025-06-09_2025-06-15.csv');
  const { bom, text } = await readDownload(files[0]!.blob);
  expect(bom).toBe(true);
  expect(text.split('\r\n')).toEqual([
    'Time,Account,Level,Type,Amount (K),Details',
    '"14 Jun 2025, 16:30",player1,1,Deposit,5000.00,Deposit order D20250614001',
    '"14 Jun 2025, 16:30",player2,1,Withdrawal refunded,200.00,Withdrawal order W20250614002',
    '"14 Jun 2025, 16:30",player3,1,Upline transfer,-300.00,To upline moewin',
    '',
  ]);
  jest.restoreAllMocks();
});
