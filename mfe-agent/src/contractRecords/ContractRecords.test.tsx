import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentContractSettlements, type ContractSettlement, type ContractSettlementPage } from '@portal/shared/contracts';
import { apiError, captureDownloads, loginAgent, pageOf, readDownload, renderPage, stubEndpoints, type EndpointStubs } from '../testing/shell';
import { DividendRecords } from '../features/agentDividendRecordCopy2';
import { HourlySalaryRecords } from '../features/agentHourSalary';

// 10:00 on 26 Nov 2026 in Myanmar (UTC+06:30): the first window is the previous 7 site days.
const now = () => new Date('2026-11-26T03:30:00Z');
const WINDOW = { from: '2026-11-20', to: '2026-11-26', pageNo: 1, pageSize: 20 };
const BOSS = { id: 1, account: 'boss' };
const ME = { id: 7, account: 'demoagent' };

// A weekly dividend (Monday 16 to Sunday 22 Nov, site days): 15 % of a net loss of K 20,000.
const dividend: ContractSettlement = {
  id: 1,
  contractId: 3,
  kind: 'dividend',
  periodKey: 'W2026-11-16',
  periodStart: '2026-11-15T17:30:00.000Z',
  periodEnd: '2026-11-22T17:30:00.000Z',
  upline: BOSS,
  downline: ME,
  payer: 'upline',
  validBet: 10_000_000,
  netLoss: 2_000_000,
  activeMembers: 5,
  tier: { minimumBet: 5_000_000, netLoss: 1_000_000, activeMember: 3, rateType: 'P', rate: 1500 },
  amount: 300_000,
  status: 'paid',
  settledAt: '2026-11-22T17:31:00.000Z',
  paidAt: '2026-11-22T17:31:00.000Z',
};
const noTier: ContractSettlement = { ...dividend, id: 2, periodKey: 'W2026-11-09', periodStart: '2026-11-08T17:30:00.000Z', periodEnd: '2026-11-15T17:30:00.000Z', validBet: 100_000, netLoss: 50_000, activeMembers: 1, tier: null, amount: 0, status: 'none', paidAt: null };

const answer = (content: ContractSettlement[], summary = { paid: 300_000, unpaid: 0, count: content.length }): ContractSettlementPage => ({ ...pageOf(content), summary, from: WINDOW.from, to: WINDOW.to });

let server: EndpointStubs;
beforeEach(() => {
  loginAgent();
  server = stubEndpoints().on(agentContractSettlements, answer([dividend, noTier]));
});

test('Export CSV writes every settlement of the window with the figures that decided it', async () => {
  const files = captureDownloads();
  renderPage(<DividendRecords now={now} />, '/agentHome/agentDividendRecordCopy2');
  await screen.findByTestId('settlements');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(files).toHaveLength(1));
  expect(server.calls(agentContractSettlements).at(-1)).toEqual({ kind: 'dividend', side: 'downline', ...WINDOW, pageSize: 100 });
  expect(files[0]!.name).toBe('dividend-received_2026-11-20_2026-11-26.csv');
  const { bom, text } = await readDownload(files[0]!.blob);
  expect(bom).toBe(true);
  expect(text.split('\r\n')).toEqual([
    'Period,From (upline),Amount (K),Status,Team valid bet (K),Team net loss (K),Active members,Tier reached,Paid by,Settled,Paid',
    '16 Nov 2026 – 22 Nov 2026 (weekly),boss,3000.00,Paid,100000.00,20000.00,5,"bets ≥ K 50,000.00, net loss ≥ K 10,000.00, 3 active members → 15.00 %","The upline, boss","23 Nov 2026, 00:01","23 Nov 2026, 00:01"',
    '9 Nov 2026 – 15 Nov 2026 (weekly),boss,0.00,No tier reached,1000.00,500.00,1,No tier reached,"The upline, boss","23 Nov 2026, 00:01",',
    '',
  ]);
  jest.restoreAllMocks();
});

test('dividend records list what was received, each opening to the inputs and tier that decided it', async () => {
  renderPage(<DividendRecords now={now} />, '/agentHome/agentDividendRecordCopy2');
  const list = await screen.findByTestId('settlements');
  expect(server.calls(agentContractSettlements)).toEqual([{ kind: 'dividend', side: 'downline', ...WINDOW }]);
  expect(screen.getByTestId('settlements-paid')).toHaveTextContent('K 3,000.00');
  expect(screen.getByTestId('settlements-unpaid')).toHaveTextContent('K 0.00');
  expect(screen.getByTestId('settlements-count')).toHaveTextContent('2');

  const row = within(list).getByTestId('settlement-1');
  expect(row).toHaveTextContent('16 Nov 2026 – 22 Nov 2026 (weekly)');
  expect(row).toHaveTextContent('From (upline)boss');
  expect(row).toHaveTextContent('K 3,000.00');
  expect(row).toHaveTextContent('Paid');
  expect(within(list).getByTestId('settlement-2')).toHaveTextContent('No tier reached');

  const why = within(row).getByRole('button', { name: 'Why this amount' });
  expect(why).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByTestId('settlement-inputs-1')).not.toBeInTheDocument();
  await userEvent.click(why);
  expect(why).toHaveAttribute('aria-expanded', 'true');
  const inputs = screen.getByTestId('settlement-inputs-1');
  expect(why).toHaveAttribute('aria-controls', inputs.id);
  expect(inputs).toHaveTextContent('Team valid betK 100,000.00');
  expect(inputs).toHaveTextContent('Team net lossK 20,000.00');
  expect(inputs).toHaveTextContent('Active members5');
  expect(inputs).toHaveTextContent('Tier reachedbets ≥ K 50,000.00, net loss ≥ K 10,000.00, 3 active members → 15.00 %');
  expect(inputs).toHaveTextContent('How it was worked out15.00 % of K 20,000.00 = K 3,000.00');
  expect(inputs).toHaveTextContent('Paid byThe upline, boss');
  expect(inputs).toHaveTextContent('Settled23 Nov 2026, 00:01');

  await userEvent.click(within(within(list).getByTestId('settlement-2')).getByRole('button', { name: 'Why this amount' }));
  const none = screen.getByTestId('settlement-inputs-2');
  expect(none).toHaveTextContent('Tier reachedNo tier reached');
  expect(none).toHaveTextContent('No tier reached: nothing is due.');
  expect(none).toHaveTextContent('PaidNothing to pay');
});

test('"paid to my downline" asks for side=upline, and its account search is sent on its button', async () => {
  renderPage(<DividendRecords now={now} />, '/agentHome/agentDividendRecordCopy2');
  await screen.findByTestId('settlements');
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  const paid = screen.getByRole('button', { name: 'Paid to my downline' });
  await userEvent.click(paid);
  expect(paid).toHaveAttribute('aria-pressed', 'true');
  expect(server.calls(agentContractSettlements).at(-1)).toEqual({ kind: 'dividend', side: 'upline', ...WINDOW });
  expect(await screen.findAllByText('To (downline)', { selector: 'dt' })).toHaveLength(2);

  await userEvent.type(screen.getByLabelText('Account'), 'sub1');
  expect(server.calls(agentContractSettlements)).toHaveLength(2);
  await userEvent.click(screen.getByRole('button', { name: 'Find member' }));
  expect(server.calls(agentContractSettlements).at(-1)).toEqual({ kind: 'dividend', side: 'upline', account: 'sub1', ...WINDOW });

  await userEvent.click(screen.getByRole('button', { name: 'Received' }));
  expect(server.calls(agentContractSettlements).at(-1)).toEqual({ kind: 'dividend', side: 'downline', ...WINDOW });
});

test('an hourly salary shows its site hour, a fixed tier paid by the platform, and an unpaid amount as owed', async () => {
  const hour: ContractSettlement = {
    ...dividend,
    id: 9,
    kind: 'hourlySalary',
    periodKey: '2026-11-25T13',
    periodStart: '2026-11-25T06:30:00.000Z',
    periodEnd: '2026-11-25T07:30:00.000Z',
    payer: 'platform',
    netLoss: 0,
    tier: { minimumBet: 1_000_000, netLoss: 0, activeMember: 2, rateType: 'F', rate: 50_000 },
    amount: 50_000,
    status: 'unpaid',
    paidAt: null,
  };
  server.on(agentContractSettlements, answer([hour], { paid: 0, unpaid: 50_000, count: 1 }));
  renderPage(<HourlySalaryRecords now={now} />, '/agentHome/agentHourSalary');
  const row = await screen.findByTestId('settlement-9');
  expect(server.calls(agentContractSettlements)[0]).toMatchObject({ kind: 'hourlySalary', side: 'downline' });
  expect(row).toHaveTextContent('25 Nov 2026, 13:00–14:00');
  expect(row).toHaveTextContent('Unpaid (owed)');
  expect(screen.getByTestId('settlements-unpaid')).toHaveTextContent('K 500.00');
  await userEvent.click(within(row).getByRole('button', { name: 'Why this amount' }));
  const inputs = screen.getByTestId('settlement-inputs-9');
  expect(inputs).not.toHaveTextContent('Team net loss');
  expect(inputs).toHaveTextContent('Tier reachedbets ≥ K 10,000.00, 2 active members → K 500.00');
  expect(inputs).toHaveTextContent('A fixed amount: K 500.00');
  expect(inputs).toHaveTextContent('Paid byThe platform');
  expect(inputs).toHaveTextContent('PaidNot paid yet: owed');
});

test('an empty window says so; a failure shows the server’s message with Retry', async () => {
  server.on(agentContractSettlements, answer([], { paid: 0, unpaid: 0, count: 0 }));
  renderPage(<DividendRecords now={now} />, '/agentHome/agentDividendRecordCopy2');
  expect(await screen.findByText('No Dividend settlements received in this window.')).toBeInTheDocument();

  server.on(agentContractSettlements, () => {
    throw apiError('system.error', 'An unknown error occured.', undefined, 500);
  });
  await userEvent.click(screen.getByRole('button', { name: 'Paid to my downline' }));
  expect(await screen.findByText('An unknown error occured.')).toBeInTheDocument();
  server.on(agentContractSettlements, answer([dividend]));
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByTestId('settlement-1')).toHaveTextContent('To (downline)demoagent');
});

test('in Burmese the period, amounts and tier are Burmese, with Western digits in the dates', async () => {
  loginAgent('MY');
  renderPage(<DividendRecords now={now} />, '/agentHome/agentDividendRecordCopy2');
  const row = await screen.findByTestId('settlement-1');
  expect(row).toHaveTextContent('2026 နို 16 – 2026 နို 22 (အပတ်စဉ် ကာလ)');
  expect(row).toHaveTextContent('ပေးချေပြီး');
  await userEvent.click(within(row).getByRole('button', { name: 'ဤပမာဏ၏ အကြောင်းရင်း' }));
  expect(screen.getByTestId('settlement-inputs-1')).toHaveTextContent('လောင်းကြေး ≥ K 50,000.00၊ အသားတင်အရှုံး ≥ K 10,000.00၊ တက်ကြွအဖွဲ့ဝင် 3 ဦး → 15.00 %');
});
