import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentTeamBetting, type TeamBettingPage, type TeamBettingRow } from '@portal/shared/contracts';
import { apiError, loginAgent, pageOf, renderPage, stubEndpoints, type EndpointStubs } from '../../testing/shell';
import { TeamBetting } from '.';

const now = () => new Date('2025-06-15T03:30:00Z'); // 2025-06-15 in Myanmar
const row = (id: number): TeamBettingRow => ({ memberId: id, account: `player${id}`, level: 1 + (id % 3), betCount: 4, betAmount: 40_000, validBet: 40_000, payout: 30_000, winLoss: -10_000 });
const SUMMARY = { members: 25, betCount: 100, betAmount: 1_000_000, validBet: 990_000, payout: 750_000, winLoss: -250_000 };
const answer = (pageNo: number): TeamBettingPage => ({ ...pageOf(Array.from({ length: pageNo === 2 ? 5 : 20 }, (_, i) => row((pageNo - 1) * 20 + i + 1)), pageNo, 2, 25), from: '2025-06-09', to: '2025-06-15', summary: SUMMARY });

let server: EndpointStubs;
beforeEach(() => {
  loginAgent();
  server = stubEndpoints().on(agentTeamBetting, (query) => answer(query.pageNo ?? 1));
});
const lastQuery = () => server.calls(agentTeamBetting).at(-1);
const show = () => renderPage(<TeamBetting now={now} />, '/agentHome/personalHistoryCopy');

test('the previous 7 days as a custom period, each member’s bets and the window’s totals, 20 a page', async () => {
  show();
  const table = await screen.findByTestId('team-betting');
  expect(lastQuery()).toEqual({ period: 'custom', from: '2025-06-09', to: '2025-06-15', pageNo: 1, pageSize: 20 });
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 20 + 1);
  expect(screen.getByText('player7').closest('tr')).toHaveTextContent('K 400.00');
  const summary = screen.getByTestId('team-betting-summary');
  expect(summary).toHaveTextContent('25 members');
  expect(summary).toHaveTextContent('K 9,900.00');
  expect(summary).toHaveTextContent('K -2,500.00');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(lastQuery()).toMatchObject({ pageNo: 2 });
  expect(await screen.findByText('player25')).toBeInTheDocument();
  expect(screen.getByTestId('pager-position')).toHaveTextContent('Page 2 of 2');
});

test('presets, an account and a level narrow it from page 1; a window over 31 days is refused', async () => {
  show();
  await screen.findByTestId('team-betting');
  await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
  expect(lastQuery()).toEqual({ period: 'custom', from: '2025-05-17', to: '2025-06-15', pageNo: 1, pageSize: 20 });
  await userEvent.type(screen.getByLabelText('Account'), 'aung');
  await userEvent.click(screen.getByRole('button', { name: 'Find member' }));
  await userEvent.selectOptions(screen.getByLabelText('Level'), '1');
  expect(lastQuery()).toEqual({ period: 'custom', from: '2025-05-17', to: '2025-06-15', account: 'aung', level: 1, pageNo: 1, pageSize: 20 });
  const calls = server.calls(agentTeamBetting).length;
  await userEvent.clear(screen.getByLabelText('From'));
  await userEvent.type(screen.getByLabelText('From'), '2025-05-01');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please choose at most 31 days.');
  expect(server.calls(agentTeamBetting)).toHaveLength(calls);
});

test('empty and error states; Retry asks again', async () => {
  let fail = true;
  server.on(agentTeamBetting, () => {
    if (fail) throw apiError('validation.failed', 'to: must be a date from 2025-06-09 to 2025-07-09 (at most 31 days)', 'to');
    return { ...pageOf<TeamBettingRow>([], 1, 0, 0), from: '2025-06-09', to: '2025-06-15', summary: { ...SUMMARY, members: 0 } };
  });
  show();
  expect(await screen.findByText('to: must be a date from 2025-06-09 to 2025-07-09 (at most 31 days)')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No records in this period.')).toBeInTheDocument();
});
