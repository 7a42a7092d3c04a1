import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentIncome, type AgentIncome as Income } from '@portal/shared/contracts';
import { apiError, captureDownloads, loginAgent, readDownload, renderPage, stubEndpoints, type EndpointStubs } from '../../testing/shell';
import { AgentIncome } from '.';

const now = () => new Date('2025-06-15T03:30:00Z');
const income = (total: number): Income => ({
  from: '2025-06-09',
  to: '2025-06-15',
  total,
  lines: [
    { type: 'bonus', amount: total - 20_000 },
    { type: 'transferIn', amount: 20_000 },
  ],
  days: [
    { day: '2025-06-09', amount: total - 20_000 },
    { day: '2025-06-10', amount: 0 },
    { day: '2025-06-12', amount: 20_000 },
  ],
});

let server: EndpointStubs;
beforeEach(() => {
  loginAgent();
  server = stubEndpoints().on(agentIncome, (query) => income(query.period === 'thisWeek' ? 80_000 : 50_000));
});

test('what the agent earned by type and by day; a period switch asks for that period', async () => {
  renderPage(<AgentIncome now={now} />, '/agentHome/agentRevenueReport');
  expect(await screen.findByTestId('income-total')).toHaveTextContent('K 500.00');
  expect(server.calls(agentIncome)).toEqual([{ period: 'today' }]);
  expect(screen.getByTestId('income-bonus')).toHaveTextContent('K 300.00');
  expect(screen.getByTestId('income-transferIn')).toHaveTextContent('K 200.00');
  const days = screen.getByTestId('income-days');
  expect(within(days).getAllByRole('row')).toHaveLength(1 + 2);
  expect(days).toHaveTextContent('9 Jun 2025');
  expect(days).not.toHaveTextContent('10 Jun 2025');

  await userEvent.click(screen.getByRole('button', { name: 'This week' }));
  expect(server.calls(agentIncome).at(-1)).toEqual({ period: 'thisWeek' });
  expect(await screen.findByText('K 800.00')).toBeInTheDocument();
});

test('a failure with Retry, in Chinese', async () => {
  loginAgent('CN');
  let fail = true;
  server.on(agentIncome, () => {
    if (fail) throw apiError('system.error', '发生未知错误。', undefined, 500);
    return income(50_000);
  });
  renderPage(<AgentIncome now={now} />, '/agentHome/agentRevenueReport');
  expect(await screen.findByText('发生未知错误。')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('按类型收入')).toBeInTheDocument();
  expect(screen.getByText('收到的转账')).toBeInTheDocument();
});

test('Export CSV writes the days with income of the period on screen, named by that period', async () => {
  const files = captureDownloads();
  renderPage(<AgentIncome now={now} />, '/agentHome/agentRevenueReport');
  await screen.findByTestId('income-days');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(files).toHaveLength(1));
  expect(files[0]!.name).toBe('income_2025-06-09_2025-06-15.csv');
  const { bom, text } = await readDownload(files[0]!.blob);
  expect(bom).toBe(true);
  expect(text.split('\r\n')).toEqual(['Day,Income (K)', '9 Jun 2025,300.00', '12 Jun 2025,200.00', '']);
  jest.restoreAllMocks();
});
