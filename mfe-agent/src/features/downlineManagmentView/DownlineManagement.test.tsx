import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentDownline, agentDownlineMember, type DownlineMember, type MemberFigures } from '@portal/shared/contracts';
import { apiError, captureDownloads, loginAgent, pageOf, readDownload, renderPage, stubEndpoints, type EndpointStubs } from '../../testing/shell';
import { DownlineManagement } from '.';

const member = (id: number, over: Partial<DownlineMember> = {}): DownlineMember => ({
  id,
  account: `player${id}`,
  nickname: '',
  type: 0,
  kind: 'member',
  level: 1,
  upline: 'agent',
  balance: id * 10_000,
  teamSize: 0,
  registeredAt: '2025-06-01T03:00:00Z',
  lastLoginAt: '2025-06-14T14:00:00Z',
  lastBetDay: '2025-06-14',
  active: true,
  ...over,
});
const figures = (betAmount: number): MemberFigures => ({ betCount: 3, betAmount, validBet: betAmount, payout: 0, deposits: 100_000, withdrawals: 0, bonuses: 0, transfersIn: 0, transfersOut: 0, profit: -betAmount });

let server: EndpointStubs;
beforeEach(() => {
  loginAgent();
  server = stubEndpoints()
    .on(agentDownline, (query) => pageOf(Array.from({ length: query.pageNo === 2 ? 3 : 20 }, (_, i) => member((query.pageNo - 1) * 20 + i + 1)), query.pageNo, 2, 23))
    .on(agentDownlineMember, ({ memberId }) => {
      if (memberId === 99) throw apiError('agent.member.not.found', 'No such member in your team', undefined, 404);
      return { member: member(memberId, { nickname: 'Lucky', upline: 'ag01north' }), recent: figures(50_000), lifetime: figures(900_000) };
    });
});

const show = (path = '/agentHome/downlineManagmentView') => renderPage(<DownlineManagement />, path);
const lastQuery = () => server.calls(agentDownline).at(-1);

test('the direct downline, newest first, 20 a page; paging and the list’s figures', async () => {
  show();
  const table = await screen.findByTestId('downline');
  expect(lastQuery()).toEqual({ scope: 'direct', kind: '', status: '', sort: 'registered', order: 'desc', pageNo: 1, pageSize: 20 });
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  const row = screen.getByTestId('downline-player2');
  expect(row).toHaveTextContent('K 200.00');
  expect(row).toHaveTextContent('14 Jun 2025, 20:30');
  expect(row).toHaveTextContent('Active');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(lastQuery()).toMatchObject({ pageNo: 2 });
  expect(await screen.findByTestId('downline-player23')).toBeInTheDocument();
});

test('all levels, a level, an account search, kind, status and order each send their filter from page 1', async () => {
  show();
  await screen.findByTestId('downline');
  expect(screen.getByLabelText('Level')).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'All levels' }));
  expect(lastQuery()).toMatchObject({ scope: 'all', pageNo: 1 });
  await userEvent.selectOptions(screen.getByLabelText('Level'), '2');
  expect(lastQuery()).toMatchObject({ scope: 'all', level: 2 });
  await userEvent.type(screen.getByLabelText('Account'), ' aung ');
  expect(lastQuery()).not.toHaveProperty('account');
  await userEvent.click(screen.getByRole('button', { name: 'Find member' }));
  expect(lastQuery()).toMatchObject({ account: 'aung', level: 2 });
  await userEvent.selectOptions(screen.getByLabelText('Kind'), 'agent');
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'inactive');
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'balance.desc');
  expect(lastQuery()).toEqual({ scope: 'all', account: 'aung', level: 2, kind: 'agent', status: 'inactive', sort: 'balance', order: 'desc', pageNo: 1, pageSize: 20 });
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'lastLogin.asc');
  expect(lastQuery()).toMatchObject({ sort: 'lastLogin', order: 'asc' });
});

test('an account opens the member’s detail; back returns to the same list', async () => {
  const view = show();
  await screen.findByTestId('downline');
  await userEvent.click(screen.getByRole('link', { name: 'Open player3' }));
  expect(view.location()).toBe('/agentHome/downlineManagmentView?member=3');
  const detail = await screen.findByTestId('member-detail');
  expect(within(detail).getByRole('heading', { name: 'Member player3' })).toBeInTheDocument();
  expect(detail).toHaveTextContent('Lucky');
  expect(detail).toHaveTextContent('ag01north');
  expect(screen.getByTestId('member-balance')).toHaveTextContent('K 300.00');
  expect(screen.getByTestId('member-recent')).toHaveTextContent('K 500.00');
  expect(screen.getByTestId('member-lifetime')).toHaveTextContent('K 9,000.00');
  expect(server.calls(agentDownlineMember)).toEqual([{ memberId: 3 }]);
  expect(screen.getByTestId('downline')).not.toBeVisible();

  await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
  expect(screen.queryByTestId('member-detail')).not.toBeInTheDocument();
  expect(screen.getByTestId('downline')).toBeVisible();
});

test('a direct downline member’s detail offers Transfer and Red envelope, pre-filled', async () => {
  show('/agentHome/downlineManagmentView?member=3');
  const detail = await screen.findByTestId('member-detail');
  expect(within(detail).getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/agentHome/transferDownline?member=3&account=player3');
  expect(within(detail).getByRole('link', { name: 'Red envelope' })).toHaveAttribute('href', '/agentHome/redEnvelope?member=3&account=player3');
});

test('a member below the direct downline has no money shortcuts (money goes to direct downline only)', async () => {
  server.on(agentDownlineMember, ({ memberId }) => ({ member: member(memberId, { level: 2 }), recent: figures(0), lifetime: figures(0) }));
  show('/agentHome/downlineManagmentView?member=4');
  expect(await screen.findByTestId('member-detail')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Red envelope' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Transfer' })).not.toBeInTheDocument();
});

test('a member outside the team: the server’s message, with Retry', async () => {
  show('/agentHome/downlineManagmentView?member=99');
  expect(await screen.findByText('No such member in your team')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('an empty result says so; a failed list shows why and asks again on Retry', async () => {
  let answer: 'fail' | 'empty' = 'fail';
  server.on(agentDownline, () => {
    if (answer === 'fail') throw apiError('system.error', 'An unknown error occured.', undefined, 500);
    return pageOf<DownlineMember>([], 1, 0, 0);
  });
  show();
  expect(await screen.findByText('An unknown error occured.')).toBeInTheDocument();
  answer = 'empty';
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No member matches these filters.')).toBeInTheDocument();
});

test('Export CSV writes every member of the filters on screen, every page of them', async () => {
  const files = captureDownloads();
  show();
  await screen.findByTestId('downline');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(files).toHaveLength(1));
  expect(server.calls(agentDownline).slice(-2).map((query) => [query.scope, query.pageNo, query.pageSize])).toEqual([['direct', 1, 100], ['direct', 2, 100]]);
  expect(files[0]!.name).toMatch(/^downline-direct_\d{4}-\d{2}-\d{2}\.csv$/);
  const { bom, text } = await readDownload(files[0]!.blob);
  const lines = text.split('\r\n');
  expect(bom).toBe(true);
  expect(lines).toHaveLength(1 + 23 + 1);
  expect(lines[0]).toMatch(/^Account,Nickname,.*,Balance \(K\),/);
  expect(lines[3]).toMatch(/^player3,—,Player,1,300\.00,0,/);
  expect(screen.getByRole('status')).toHaveTextContent('23 rows exported.');
  jest.restoreAllMocks();
});
