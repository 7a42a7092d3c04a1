import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentContractSettlements, agentTeamOverview, consolidatedFunds, MCSFE_getListAnnouncements, type ConsolidatedFunds, type TeamOverview } from '@portal/shared/contracts';
import { renderAt } from '@portal/shared/testing';
import { loginAgent, pageOf, recordCommands, setBalance, stubEndpoints, type EndpointStubs } from './testing/shell';
import App from './App';

const ZERO = { newMembers: 0, activeMembers: 0, betCount: 0, betAmount: 0, validBet: 0, payout: 0, deposits: 0, withdrawals: 0, bonuses: 0, profit: 0 };
const overview: TeamOverview = { from: '2025-06-15', to: '2025-06-15', teamSize: 3, directCount: 3, ...ZERO, series: [] };
const commands = recordCommands();
// The consolidated info of an agent with no contracts: no record page applies, nothing owed.
const NO_INFO = { dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false };
const funds = (infotypes: Partial<typeof NO_INFO> = {}, owed = 0): ConsolidatedFunds => ({
  total: 0,
  main: 0,
  inVendors: 0,
  wallets: [],
  owed,
  divtypereq: {},
  dailysalreqtype: [],
  contracthoursalreq: [],
  realtimesalreqtype: [],
  infotypes: { ...NO_INFO, ...infotypes },
});

let server: EndpointStubs;
beforeEach(() => {
  loginAgent();
  server = stubEndpoints()
    .on(consolidatedFunds, funds())
    .on(agentTeamOverview, overview).on(MCSFE_getListAnnouncements, { banners: [], player: [], popup: [], promotion: [], marquee: [] });
});

// The whole app under /agentHome, as the shell mounts it, beside a stand-in member centre.
const atApp = (path: string) => renderAt(<App basePath="/agentHome" />, path, { '/member/*': <p>member centre</p> }, { route: '/agentHome/*' });

test('/agentHome opens the team overview; the menu lists the §2 pages, without dividend and salary pages for an agent with no contract', async () => {
  const view = atApp('/agentHome');
  expect(await screen.findByRole('heading', { name: 'Team overview', level: 1 })).toBeInTheDocument();
  expect(view.location()).toBe('/agentHome/agentTeamOverview');
  const menu = screen.getByRole('navigation', { name: 'Agent menu' });
  expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Announcements',
    'Team overview',
    'Account opening',
    'Downline management',
    'Team betting',
    'User profit and loss',
    'My income',
    'Account details',
    'Transfer to downline',
    'Transfer to upline',
    'Referral link management',
    'Red envelope',
    'Contract requests',
  ]);
  expect(await screen.findByTestId('team-size')).toHaveTextContent('3');
});

test('deposit, withdraw and platform messages lead to the member centre; customer service opens the shell’s popup', async () => {
  const view = atApp('/agentHome/agentAnnouncement');
  const more = screen.getByRole('navigation', { name: 'More' });
  expect(within(more).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2');
  expect(within(more).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw');
  expect(within(more).getByRole('link', { name: 'Platform messages' })).toHaveAttribute('href', '/member/messageV2');
  await userEvent.click(within(more).getByRole('button', { name: 'Customer service' }));
  expect(commands.commands).toEqual([{ type: 'openModal', modal: 'customerService' }]);
  await userEvent.click(within(more).getByRole('link', { name: 'Deposit' }));
  expect(view.location()).toBe('/member/depositv2');
  expect(screen.getByText('member centre')).toBeInTheDocument();
});

test.each(['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'])('with no contract, a typed URL of the hidden %s says it is not available', async (page) => {
  atApp(`/agentHome/${page}`);
  expect(await screen.findByText('Not available')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the team overview' })).toHaveAttribute('href', '/agentHome/agentTeamOverview');
});

test('the menu shows the record pages of the kinds infotypes enables; a typed URL of another is not available', async () => {
  server.on(consolidatedFunds, funds({ dividend: true, hourlySalary: true })).on(agentContractSettlements, { ...pageOf([]), summary: { paid: 0, unpaid: 0, count: 0 }, from: '2025-06-09', to: '2025-06-15' });
  const view = atApp('/agentHome/agentDailyWages2');
  expect(await screen.findByText('Not available')).toBeInTheDocument();
  const menu = screen.getByRole('navigation', { name: 'Agent menu' });
  const labels = within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(labels.slice(-3)).toEqual(['Contract requests', 'Dividend records', 'Hourly salary']);
  expect(labels).not.toContain('Daily salary');
  expect(labels).not.toContain('Real-time salary');

  await userEvent.click(within(menu).getByRole('link', { name: 'Dividend records' }));
  expect(view.location()).toBe('/agentHome/agentDividendRecordCopy2');
  expect(await screen.findByText('No Dividend settlements received in this window.')).toBeInTheDocument();
  expect(server.calls(agentContractSettlements)).toEqual([expect.objectContaining({ kind: 'dividend', side: 'downline' })]);
  await userEvent.click(within(menu).getByRole('link', { name: 'Hourly salary' }));
  expect(await screen.findByRole('heading', { name: 'Hourly salary', level: 1 })).toBeInTheDocument();
  expect(server.calls(agentContractSettlements).at(-1)).toMatchObject({ kind: 'hourlySalary' });
  // One call of the consolidated info for the whole centre, whatever the page.
  expect(server.calls(consolidatedFunds)).toHaveLength(1);
});

test('an agent who owes its downline sees the frozen banner on every page, with the way to deposit', async () => {
  server.on(consolidatedFunds, funds({}, 150_000));
  const view = atApp('/agentHome/agentAnnouncement');
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Your account is frozen.');
  expect(banner).toHaveTextContent('You owe your downline K 1,500.00 under your contracts');
  expect(banner).toHaveTextContent('You can still see everything in the agent centre.');
  expect(banner).toHaveTextContent('the account thaws once the settlement jobs take the payment');
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Agent menu' })).getByRole('link', { name: 'Team overview' }));
  expect(await screen.findByRole('heading', { name: 'Team overview', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toBe(banner);
  await userEvent.click(within(banner).getByRole('link', { name: 'Deposit now' }));
  expect(view.location()).toBe('/member/depositv2');
});

test('the banner goes once the wallet moves and the info says nothing is owed any more', async () => {
  server.on(consolidatedFunds, funds({}, 150_000));
  atApp('/agentHome/agentAnnouncement');
  expect(await screen.findByRole('alert')).toHaveTextContent('K 1,500.00');
  // The settlement jobs took the payment: the balance moves, and the centre asks again.
  server.on(consolidatedFunds, funds({}, 0));
  act(() => setBalance(50_000));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(server.calls(consolidatedFunds)).toHaveLength(2);
});

test('nothing owed: no banner', async () => {
  atApp('/agentHome/agentTeamOverview');
  expect(await screen.findByTestId('team-size')).toBeInTheDocument();
  expect(server.calls(consolidatedFunds)).toHaveLength(1);
  expect(screen.queryByTestId('frozen-banner')).not.toBeInTheDocument();
});

test('account opening is its form', async () => {
  atApp('/agentHome/registerCenter');
  expect(await screen.findByRole('heading', { name: 'Account opening', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(server.calls(consolidatedFunds)).toHaveLength(1));
  expect(screen.getByTestId('open-account-form')).toBeInTheDocument();
});

test('an unknown page goes to the overview', async () => {
  const view = atApp('/agentHome/nothingHere');
  expect(await screen.findByRole('heading', { name: 'Team overview', level: 1 })).toBeInTheDocument();
  expect(view.location()).toBe('/agentHome/agentTeamOverview');
});
