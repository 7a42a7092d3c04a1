import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MCSFE_getMissionLeaderboard, MCSFE_getMissionSummaryDetails, type MissionLeaderboard as Board, type MissionSummary, type MissionSummaryPage } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { loginDemo, renderPage } from '../../testing/shell';
import { MissionLeaderboard } from '.';

const weekly: MissionSummary = {
  missionId: 4,
  title: 'Weekly betting mission',
  summary: 'Reach the targets this week.',
  measure: 'VALID_BET',
  // 20:00 UTC is 02:30 the next day on the site's clock (UTC+06:30).
  startTime: '2026-11-20T20:00:00.000Z',
  endTime: '2026-11-27T20:00:00.000Z',
  state: 'OPEN',
  progress: 60_000,
  milestones: [
    { index: 1, target: 10_000, bonus: 1_000, reached: true, rewardId: 8, rewardStatus: 'C' },
    { index: 2, target: 50_000, bonus: 6_000, reached: true, rewardId: 9, rewardStatus: 'I' },
    { index: 3, target: 200_000, bonus: 30_000, reached: false, rewardId: null, rewardStatus: null },
  ],
};

const rounds: MissionSummary = {
  missionId: 5,
  title: 'Play ten rounds',
  summary: '',
  measure: 'ROUNDS',
  startTime: '2026-11-20T20:00:00.000Z',
  endTime: '2026-11-28T20:00:00.000Z',
  state: 'OPEN',
  progress: 1,
  milestones: [{ index: 1, target: 10, bonus: 500, reached: false, rewardId: null, rewardStatus: null }],
};

const page = (list: MissionSummary[], total = list.length): MissionSummaryPage => ({ list, page: 1, size: 5, total });

const weeklyBoard: Board = {
  missionId: 4,
  measure: 'VALID_BET',
  list: [
    { rank: 1, account: 'th***1', reachedValue: 131_000, self: false },
    { rank: 2, account: 'de***o', reachedValue: 60_000, self: true },
  ],
  footer: { rank: 2, reachedValue: 60_000 },
};

const roundsBoard: Board = { missionId: 5, measure: 'ROUNDS', list: [{ rank: 1, account: 'au***g', reachedValue: 12, self: false }], footer: { rank: null, reachedValue: 0 } };

let server: EndpointStubs;

beforeEach(() => {
  loginDemo();
  server = stubEndpoints()
    .on(MCSFE_getMissionSummaryDetails, (query) => ((query as { status: string }).status === 'C' ? page([]) : page([weekly, rounds])))
    .on(MCSFE_getMissionLeaderboard, (query) => ((query as { missionId: number }).missionId === 5 ? roundsBoard : weeklyBoard));
});

test('lists the running missions with the member’s progress and each milestone’s reward', async () => {
  renderPage(<MissionLeaderboard />, '/member/missionLeaderboard');
  const card = await screen.findByTestId('mission-4');
  expect(server.calls(MCSFE_getMissionSummaryDetails)).toEqual([{ status: 'O', page: 1, size: 5 }]);
  expect(within(card).getByRole('heading', { name: 'Weekly betting mission' })).toBeInTheDocument();
  expect(card).toHaveTextContent('Valid bets');
  expect(card).toHaveTextContent('From 21 Nov 2026, 02:30 to 28 Nov 2026, 02:30');
  const bar = within(card).getByRole('progressbar', { name: 'Progress of Weekly betting mission' });
  expect(bar).toHaveAttribute('aria-valuenow', '30');
  expect(bar).toHaveAttribute('aria-valuetext', 'K 600.00 of K 2,000.00 (30%)');
  expect(card).toHaveTextContent('K 1,400.00 more for the next bonus of K 300.00.');
  expect(within(card).getByTestId('milestone-1')).toHaveTextContent('Reach K 100.00: bonus K 10.00Claimed');
  expect(within(card).getByTestId('milestone-2')).toHaveTextContent('Reach K 500.00: bonus K 60.00In your reward centre');
  expect(within(card).getByTestId('milestone-3')).toHaveTextContent('Reach K 2,000.00: bonus K 300.00Not yet');
  // A milestone waiting in the reward centre leads there.
  expect(within(card).getByRole('link', { name: 'Claim in the reward centre' })).toHaveAttribute('href', '/member/rewardCenter');

  const other = screen.getByTestId('mission-5');
  expect(other).toHaveTextContent('Rounds played');
  expect(within(other).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 round of 10 rounds (10%)');
  expect(within(other).queryByRole('link')).not.toBeInTheDocument();
});

test('shows the first mission’s leaderboard with the member’s own rank in the footer, and another mission’s on asking', async () => {
  renderPage(<MissionLeaderboard />, '/member/missionLeaderboard');
  const board = await screen.findByTestId('mission-board');
  expect(within(board).getByRole('heading', { name: 'Leaderboard: Weekly betting mission' })).toBeInTheDocument();
  expect(await within(board).findByTestId('rank-1')).toHaveTextContent('th***1');
  expect(within(board).getByTestId('rank-1')).toHaveTextContent('K 1,310.00');
  expect(within(board).getByTestId('rank-2')).toHaveTextContent('de***o (you)');
  const footer = within(board).getByTestId('mission-board-table-summary');
  expect(footer).toHaveTextContent('2');
  expect(footer).toHaveTextContent('You');
  expect(footer).toHaveTextContent('K 600.00');
  expect(server.calls(MCSFE_getMissionLeaderboard)).toEqual([{ missionId: 4 }]);

  await userEvent.click(screen.getByRole('button', { name: 'Show the leaderboard of Play ten rounds' }));
  expect(await within(board).findByText('au***g')).toBeInTheDocument();
  expect(within(board).getByRole('heading', { name: 'Leaderboard: Play ten rounds' })).toBeInTheDocument();
  expect(within(board).getByTestId('rank-1')).toHaveTextContent('12 rounds');
  // No activity in the window: no rank.
  expect(within(board).getByTestId('mission-board-table-summary')).toHaveTextContent('Not rankedYou0 rounds');
  expect(screen.getByRole('button', { name: 'Show the leaderboard of Play ten rounds' })).toHaveAttribute('aria-pressed', 'true');
  expect(server.calls(MCSFE_getMissionLeaderboard)).toEqual([{ missionId: 4 }, { missionId: 5 }]);
});

test('the ended tab asks for ended missions and says when there are none', async () => {
  renderPage(<MissionLeaderboard />, '/member/missionLeaderboard');
  await screen.findByTestId('mission-4');
  await userEvent.click(screen.getByRole('tab', { name: 'Ended' }));
  expect(await screen.findByText('No missions have ended yet.')).toBeInTheDocument();
  expect(server.calls(MCSFE_getMissionSummaryDetails)).toEqual([
    { status: 'O', page: 1, size: 5 },
    { status: 'C', page: 1, size: 5 },
  ]);
  expect(screen.queryByTestId('mission-board')).not.toBeInTheDocument();
});

test('pages through missions', async () => {
  server.on(MCSFE_getMissionSummaryDetails, (query) => {
    const asked = query as { page: number };
    return { ...page(asked.page === 1 ? [weekly] : [rounds], 2), page: asked.page, size: 1 };
  });
  renderPage(<MissionLeaderboard />, '/member/missionLeaderboard');
  await screen.findByTestId('mission-4');
  await userEvent.click(screen.getByRole('button', { name: /Next/ }));
  expect(await screen.findByTestId('mission-5')).toBeInTheDocument();
  expect(screen.queryByTestId('mission-4')).not.toBeInTheDocument();
});
