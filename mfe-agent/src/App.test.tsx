import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentTeamOverview, MCSFE_getListAnnouncements, type TeamOverview } from '@portal/shared/contracts';
import { renderAt } from '@portal/shared/testing';
import { loginAgent, recordCommands, stubEndpoints } from './testing/shell';
import App from './App';

const ZERO = { newMembers: 0, activeMembers: 0, betCount: 0, betAmount: 0, validBet: 0, payout: 0, deposits: 0, withdrawals: 0, bonuses: 0, profit: 0 };
const overview: TeamOverview = { from: '2025-06-15', to: '2025-06-15', teamSize: 3, directCount: 3, ...ZERO, series: [] };
const commands = recordCommands();

beforeEach(() => {
  loginAgent();
  stubEndpoints().on(agentTeamOverview, overview).on(MCSFE_getListAnnouncements, { banners: [], player: [], popup: [], promotion: [], marquee: [] });
});

// The whole app under /agentHome, as the shell mounts it, beside a stand-in member centre.
const atApp = (path: string) => renderAt(<App basePath="/agentHome" />, path, { '/member/*': <p>member centre</p> }, { route: '/agentHome/*' });

test('/agentHome opens the team overview; the menu lists the §2 pages without dividend and salary pages', async () => {
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
  expect(commands.commands).toEqual([{ type: 'openModal', modal: 'feedback' }]);
  await userEvent.click(within(more).getByRole('link', { name: 'Deposit' }));
  expect(view.location()).toBe('/member/depositv2');
  expect(screen.getByText('member centre')).toBeInTheDocument();
});

test.each(['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'])('a typed URL of the hidden %s says it is not available', async (page) => {
  atApp(`/agentHome/${page}`);
  expect(await screen.findByText('Not available')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the team overview' })).toHaveAttribute('href', '/agentHome/agentTeamOverview');
});

test('account opening is its form', async () => {
  atApp('/agentHome/registerCenter');
  expect(screen.getByRole('heading', { name: 'Account opening', level: 1 })).toBeInTheDocument();
  expect(screen.getByTestId('open-account-form')).toBeInTheDocument();
});

test('an unknown page goes to the overview', async () => {
  const view = atApp('/agentHome/nothingHere');
  expect(await screen.findByRole('heading', { name: 'Team overview', level: 1 })).toBeInTheDocument();
  expect(view.location()).toBe('/agentHome/agentTeamOverview');
});
