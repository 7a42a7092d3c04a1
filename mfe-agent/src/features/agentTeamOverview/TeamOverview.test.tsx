import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSiteDays, agentTeamOverview, type TeamDayFigures, type TeamOverview as Overview } from '@portal/shared/contracts';
import { apiError, loginAgent, renderPage, stubEndpoints, type EndpointStubs } from '../../testing/shell';
import { TeamOverview } from '.';

const now = () => new Date('2025-06-15T03:30:00Z'); // 2025-06-15 in Myanmar
const ZERO = { newMembers: 0, activeMembers: 0, betCount: 0, betAmount: 0, validBet: 0, payout: 0, deposits: 0, withdrawals: 0, bonuses: 0, profit: 0 };
const series: TeamDayFigures[] = Array.from({ length: 30 }, (_, i) => ({ ...ZERO, day: addSiteDays('2025-05-17', i), validBet: i * 1_000, profit: i % 2 ? -500 : 700 }));
const overview = (over: Partial<Overview> = {}): Overview => ({
  from: '2025-06-15',
  to: '2025-06-15',
  teamSize: 42,
  directCount: 5,
  newMembers: 2,
  activeMembers: 11,
  betCount: 37,
  betAmount: 1_234_500,
  validBet: 1_200_000,
  payout: 1_100_000,
  deposits: 500_000,
  withdrawals: 250_000,
  bonuses: 10_000,
  profit: -124_500,
  series,
  ...over,
});

let server: EndpointStubs;
beforeEach(() => {
  loginAgent();
  server = stubEndpoints().on(agentTeamOverview, (query) => (query.period === 'yesterday' ? overview({ from: '2025-06-14', to: '2025-06-14', teamSize: 40, deposits: 0 }) : overview()));
});

const show = () => renderPage(<TeamOverview now={now} />, '/agentHome/agentTeamOverview');

test("today's figures from the answer, then yesterday's on a tap", async () => {
  show();
  expect(await screen.findByTestId('team-size')).toHaveTextContent('42 (5 direct)');
  expect(server.calls(agentTeamOverview)).toEqual([{ period: 'today' }]);
  expect(screen.getByTestId('team-new')).toHaveTextContent('2');
  expect(screen.getByTestId('team-active')).toHaveTextContent('11');
  expect(screen.getByTestId('team-deposits')).toHaveTextContent('K 5,000.00');
  expect(screen.getByTestId('team-withdrawals')).toHaveTextContent('K 2,500.00');
  expect(screen.getByTestId('team-bets')).toHaveTextContent('K 12,345.00 in 37 bets');
  expect(screen.getByTestId('team-valid')).toHaveTextContent('K 12,000.00');
  expect(screen.getByTestId('team-wins')).toHaveTextContent('K 11,000.00');
  expect(screen.getByTestId('team-profit')).toHaveTextContent('K -1,245.00');
  expect(screen.getByTestId('team-window')).toHaveTextContent('From 15 Jun 2025 to 15 Jun 2025');

  await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
  expect(server.calls(agentTeamOverview).at(-1)).toEqual({ period: 'yesterday' });
  expect(await screen.findByText('40 (5 direct)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'This week' }));
  expect(server.calls(agentTeamOverview).at(-1)).toEqual({ period: 'thisWeek' });
  await userEvent.click(screen.getByRole('button', { name: 'This month' }));
  expect(server.calls(agentTeamOverview).at(-1)).toEqual({ period: 'thisMonth' });
});

test('the highlighted quick range and the date fields show the same days', async () => {
  show();
  await screen.findByTestId('team-size');
  const fields = () => [screen.getByLabelText('From'), screen.getByLabelText('To')].map((field) => (field as HTMLInputElement).value);
  // 2025-06-15 is a Sunday in Myanmar: this week runs from Monday the 9th.
  expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  expect(fields()).toEqual(['2025-06-15', '2025-06-15']);
  await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
  expect(fields()).toEqual(['2025-06-14', '2025-06-14']);
  await userEvent.click(screen.getByRole('button', { name: 'This week' }));
  expect(fields()).toEqual(['2025-06-09', '2025-06-15']);
  await userEvent.click(screen.getByRole('button', { name: 'This month' }));
  expect(fields()).toEqual(['2025-06-01', '2025-06-15']);
  expect(server.calls(agentTeamOverview).at(-1)).toEqual({ period: 'thisMonth' });
});

test('a custom range is sent as one; more than 31 days is refused in the form and never sent', async () => {
  show();
  await screen.findByTestId('team-size');
  const from = screen.getByLabelText('From');
  const to = screen.getByLabelText('To');
  await userEvent.clear(from);
  await userEvent.type(from, '2025-05-01');
  await userEvent.clear(to);
  await userEvent.type(to, '2025-06-01');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please choose at most 31 days.');
  expect(server.calls(agentTeamOverview)).toHaveLength(1);

  await userEvent.clear(to);
  await userEvent.type(to, '2025-05-31');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(server.calls(agentTeamOverview).at(-1)).toEqual({ period: 'custom', from: '2025-05-01', to: '2025-05-31' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the last 30 days are drawn, with the figures in a table for screen readers, and the shown series can change', async () => {
  show();
  const chart = await screen.findByTestId('team-chart');
  expect(chart.querySelectorAll('rect')).toHaveLength(30);
  expect(within(chart).getAllByRole('row')).toHaveLength(30);
  expect(within(chart).getByText('Highest: K 290.00')).toBeInTheDocument();
  expect(within(chart).getByText('17 May 2025', { selector: 'span' })).toBeInTheDocument();
  expect(within(chart).getByText('15 Jun 2025', { selector: 'span' })).toBeInTheDocument();
  await userEvent.selectOptions(within(chart).getByLabelText('Show'), 'profit');
  expect(within(chart).getByText('Lowest: K -5.00')).toBeInTheDocument();
  expect(within(chart).getByText('Profit per day over the last 30 days', { selector: 'figcaption' })).toBeInTheDocument();
});

test('a day of the chart shows its figures when tapped, and the arrow keys move along the days', async () => {
  show();
  const chart = await screen.findByTestId('team-chart');
  const days = within(chart).getByRole('group', { name: 'Days of the chart' });
  expect(within(days).getAllByRole('button')).toHaveLength(30);
  const figures = within(chart).getByTestId('chart-figures');
  // Nothing chosen yet: the line names the latest day.
  expect(figures).toHaveTextContent('15 Jun 2025: Valid bets K 290.00');

  await userEvent.click(within(days).getByRole('button', { name: '18 May 2025' }));
  expect(figures).toHaveTextContent('18 May 2025: Valid bets K 10.00');
  expect(within(days).getByRole('button', { name: '18 May 2025' })).toHaveAttribute('aria-pressed', 'true');

  // One tab stop for the whole chart; the arrows, Home and End choose the day.
  await userEvent.keyboard('{ArrowRight}');
  expect(figures).toHaveTextContent('19 May 2025: Valid bets K 20.00');
  expect(within(days).getByRole('button', { name: '19 May 2025' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
  expect(figures).toHaveTextContent('17 May 2025: Valid bets K 0.00');
  await userEvent.keyboard('{End}');
  expect(figures).toHaveTextContent('15 Jun 2025: Valid bets K 290.00');
  expect(within(days).getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(1);

  await userEvent.selectOptions(within(chart).getByLabelText('Show'), 'profit');
  expect(figures).toHaveTextContent('15 Jun 2025: Profit K -5.00');
  // A mouse pointing at a day shows its figure too.
  await userEvent.hover(within(days).getByRole('button', { name: '20 May 2025' }));
  expect(figures).toHaveTextContent('20 May 2025: Profit K -5.00');
});

test('a refusal shows the server’s words with Retry', async () => {
  let fail = true;
  server.on(agentTeamOverview, () => {
    if (fail) throw apiError('member.not.agent', 'not an agent', undefined, 403);
    return overview();
  });
  show();
  expect(await screen.findByText('not an agent')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('team-size')).toHaveTextContent('42');
});

test('in Burmese and Chinese the page and its figures are in that language', async () => {
  loginAgent('MY');
  const { unmount } = show();
  expect(await screen.findByRole('heading', { name: 'အဖွဲ့ ခြုံငုံသုံးသပ်ချက်', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ယနေ့' })).toBeInTheDocument();
  expect(await screen.findByText('အဖွဲ့ ကိန်းဂဏန်းများ')).toBeInTheDocument();
  unmount();
  loginAgent('CN');
  show();
  expect(await screen.findByRole('heading', { name: '团队总览', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '本周' })).toBeInTheDocument();
  expect(await screen.findByText('团队人数')).toBeInTheDocument();
});
