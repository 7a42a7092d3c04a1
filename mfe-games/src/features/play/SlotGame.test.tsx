import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/kernel';
import type { GameRound, PlayRoundAnswer, SlotResult } from '@portal/shared/contracts';
import { GUEST, MEMBER, recordCommands, setBalance, shell } from '@portal/shared/testing';
import '.';
import { type GameCalls, inhouseGame, renderPage, round, slotSession, stubGameCalls } from '../../testing/play';

const recorder = recordCommands();
let api: GameCalls;

const grid = [
  ['LEMON', 'BELL', 'BAR', 'SEVEN', 'LEMON'],
  ['CHERRY', 'CHERRY', 'WILD', 'BELL', 'BAR'],
  ['SEVEN', 'LEMON', 'BELL', 'BAR', 'WILD'],
];
const winning: PlayRoundAnswer = {
  round: round<SlotResult>({ grid, wins: [{ line: 0, symbol: 'CHERRY', count: 3, payout: 250 }] }, { payout: 250, multiplier: 250 }),
  balance: 100150,
};

beforeEach(() => {
  api = stubGameCalls();
  shell.setLanguage('EN');
  shell.setSession(MEMBER);
  // No wallet balance pushed yet: the table shows the session's.
  setBalance(null);
  api.rounds.mockResolvedValue({ list: [] });
});

const rows = () => screen.queryAllByTestId('history-row').map((row) => row.textContent);
const slotRound = (roundId: number, payout = 0) =>
  round<SlotResult>({ grid, wins: [] }, { roundId, nonce: roundId - 1, payout, multiplier: payout });

test('a real-money spin lands the grid, lists the win and shows the balance of its answer, asking nothing more', async () => {
  api.session.mockResolvedValue(slotSession());
  api.round.mockResolvedValue(winning);
  renderPage('/seamless?ticket=T1');

  expect(await screen.findByRole('heading', { name: 'Golden Reels' })).toBeInTheDocument();
  expect(screen.getByText('In-house')).toBeInTheDocument();
  expect(screen.getByTestId('play-mode')).toHaveTextContent('Real money');
  expect(screen.getByTestId('play-balance')).toHaveTextContent('K 1,000.00');
  expect(screen.getAllByTestId('slot-cell')).toHaveLength(15);
  expect(api.session).toHaveBeenCalledWith({ ticket: 'T1' });

  await userEvent.click(screen.getByRole('button', { name: 'Spin' }));

  expect(api.round).toHaveBeenCalledWith({ ticket: 'T1', bet: 100, requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) });
  expect(await screen.findByText('K 1,001.50')).toHaveAttribute('data-testid', 'play-balance');
  const cells = screen.getAllByTestId('slot-cell');
  expect(cells.map((cell) => cell.dataset.symbol)).toEqual(grid.flat());
  expect(cells.filter((cell) => cell.dataset.win).map((cell) => cell.dataset.symbol)).toEqual(['CHERRY', 'CHERRY', 'WILD']);
  const wins = within(screen.getByTestId('slot-wins'));
  expect(wins.getByText('Line 1')).toBeInTheDocument();
  expect(wins.getByRole('img', { name: 'Cherry' })).toBeInTheDocument();
  expect(wins.getByText('× 3')).toBeInTheDocument();
  expect(wins.getByText('K 2.50')).toBeInTheDocument();
  expect(screen.getByTestId('round-result')).toHaveTextContent('You won K 2.50 on 1 line(s) (2.50×).');
  expect(screen.getByTestId('round-result')).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByTestId('fair-nonce')).toHaveTextContent('1');
  // The round is the new head of the history, from its answer; the shell hears of the money by its push.
  expect(rows()).toEqual(['0K 1.00K 2.502.50×Seed not revealed yet']);
  expect(recorder.commands).toEqual([]);
  expect(api.rounds).toHaveBeenCalledTimes(1);
  expect(api.session).toHaveBeenCalledTimes(1);
});

test('three rounds make three requests: each answer is the head of the history, the nonce and the balance', async () => {
  api.session.mockResolvedValue(slotSession());
  api.rounds.mockResolvedValue({ list: [slotRound(7)] });
  api.round
    .mockResolvedValueOnce({ round: slotRound(8, 500), balance: 100400 })
    .mockResolvedValueOnce({ round: slotRound(9), balance: 100300 })
    .mockResolvedValueOnce({ round: slotRound(10), balance: 100200 });
  renderPage('/seamless?ticket=T1');
  const spin = await screen.findByRole('button', { name: 'Spin' });
  await waitFor(() => expect(rows()).toHaveLength(1));
  api.rounds.mockClear();
  api.session.mockClear();

  for (const { nonce, balance } of [
    { nonce: '8', balance: 'K 1,004.00' },
    { nonce: '9', balance: 'K 1,003.00' },
    { nonce: '10', balance: 'K 1,002.00' },
  ]) {
    await userEvent.click(spin);
    await waitFor(() => expect(screen.getByTestId('fair-nonce')).toHaveTextContent(nonce));
    expect(screen.getByTestId('play-balance')).toHaveTextContent(balance);
  }
  expect(rows().map((row) => row?.split('K')[0])).toEqual(['9', '8', '7', '6']);
  expect(api.round).toHaveBeenCalledTimes(3);
  expect(api.rounds).not.toHaveBeenCalled();
  expect(api.session).not.toHaveBeenCalled();
  expect(recorder.commands).toEqual([]);
});

test('a round answered while the history is on its way stays listed when a list without it arrives', async () => {
  api.session.mockResolvedValue(slotSession());
  let list: (value: { list: GameRound[] }) => void = () => undefined;
  api.rounds.mockReturnValue(new Promise((resolve) => (list = resolve)));
  api.round.mockResolvedValue({ round: slotRound(2), balance: 99900 });
  renderPage('/seamless?ticket=T1');
  await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
  await waitFor(() => expect(rows()).toHaveLength(1));
  await act(async () => list({ list: [slotRound(1)] }));
  expect(rows().map((row) => row?.split('K')[0])).toEqual(['1', '0']);
});

test('the wallet balance follows the shell: a push newer than the last answer is shown', async () => {
  setBalance(120000);
  api.session.mockResolvedValue(slotSession());
  api.round.mockResolvedValue(winning);
  renderPage('/seamless?ticket=T1');
  expect(await screen.findByTestId('play-balance')).toHaveTextContent('K 1,200.00');
  await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
  await waitFor(() => expect(screen.getByTestId('play-balance')).toHaveTextContent('K 1,001.50'));
  // A deposit elsewhere: the server pushes the new balance.
  act(() => setBalance(250000));
  expect(screen.getByTestId('play-balance')).toHaveTextContent('K 2,500.00');
  expect(recorder.commands).toEqual([]);
});

test('the bet steps stay inside the limits and + / − walk them', async () => {
  api.session.mockResolvedValue(slotSession());
  api.round.mockResolvedValue(winning);
  renderPage('/seamless?ticket=T1');
  const lower = await screen.findByRole('button', { name: 'Lower the bet' });
  expect(screen.getByTestId('bet-amount')).toHaveTextContent('K 1.00');
  expect(lower).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Bet K 0.50' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Bet K 20,000.00' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Raise the bet' }));
  await userEvent.click(screen.getByRole('button', { name: 'Raise the bet' }));
  expect(screen.getByTestId('bet-amount')).toHaveTextContent('K 5.00');
  await userEvent.click(screen.getByRole('button', { name: 'Bet K 10.00' }));
  expect(screen.getByRole('button', { name: 'Raise the bet' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
  expect(api.round).toHaveBeenCalledWith(expect.objectContaining({ bet: 1000 }));
});

test('demo credits are labelled, explained, and do not touch the wallet balance', async () => {
  api.session.mockResolvedValue(slotSession({ mode: 'demo', balance: 1000000, game: inhouseGame({ vassalage: 'PG', vendorName: 'PG Soft', demo: true }) }));
  api.round.mockResolvedValue({ ...winning, balance: 999900 });
  renderPage('/seamless?ticket=T1');
  expect(await screen.findByTestId('play-mode')).toHaveTextContent('Demo credits');
  expect(
    screen.getByText("The provider's own game is not connected here; this round is played by the in-house engine with demo credits."),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
  expect(await screen.findByText('K 9,999.00')).toBeInTheDocument();
  expect(recorder.commands).toEqual([]);
});

test('a guest on a demo ticket plays for free', async () => {
  shell.setSession(GUEST);
  api.session.mockResolvedValue(slotSession({ mode: 'demo', balance: 1000000 }));
  renderPage('/seamless?ticket=T1');
  expect(await screen.findByTestId('play-mode')).toHaveTextContent('Free play');
  expect(screen.queryByTestId('play-demo-explain')).not.toBeInTheDocument();
});

test('a second click while a round is in flight sends no second round', async () => {
  api.session.mockResolvedValue(slotSession());
  let answer: (value: PlayRoundAnswer) => void = () => undefined;
  api.round.mockReturnValue(new Promise<PlayRoundAnswer>((resolve) => (answer = resolve)));
  renderPage('/seamless?ticket=T1');
  const spin = await screen.findByRole('button', { name: 'Spin' });
  fireEvent.click(spin);
  fireEvent.click(spin);
  expect(spin).toBeDisabled();
  await userEvent.click(spin);
  expect(api.round).toHaveBeenCalledTimes(1);
  answer(winning);
  await waitFor(() => expect(spin).toBeEnabled());
  expect(screen.getByTestId('play-balance')).toHaveTextContent('K 1,001.50');
});

test('an insufficient balance shows the server message; the wallet balance shown is the pushed one, nothing is asked', async () => {
  api.session.mockResolvedValue(slotSession());
  api.round.mockRejectedValue(new ApiError(400, 'wallet.insufficient', 'Insufficient balance'));
  renderPage('/seamless?ticket=T1');
  const spin = await screen.findByRole('button', { name: 'Spin' });
  act(() => setBalance(50));
  expect(screen.getByTestId('play-balance')).toHaveTextContent('K 0.50');
  await userEvent.click(spin);
  expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance');
  expect(screen.getByTestId('play-balance')).toHaveTextContent('K 0.50');
  expect(api.session).toHaveBeenCalledTimes(1);
  expect(recorder.commands).toEqual([]);
});

test('demo credits refused for want of credits are asked for again', async () => {
  api.session.mockResolvedValueOnce(slotSession({ mode: 'demo' })).mockResolvedValueOnce(slotSession({ mode: 'demo', balance: 50 }));
  api.round.mockRejectedValue(new ApiError(400, 'wallet.insufficient', 'Insufficient balance'));
  renderPage('/seamless?ticket=T1');
  await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance');
  await waitFor(() => expect(screen.getByTestId('play-balance')).toHaveTextContent('K 0.50'));
  expect(api.session).toHaveBeenCalledTimes(2);
  expect(recorder.commands).toEqual([]);
});

test('the pay table lists every symbol', async () => {
  api.session.mockResolvedValue(slotSession());
  renderPage('/seamless?ticket=T1');
  await userEvent.click(await screen.findByRole('button', { name: 'Pay table' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay table' });
  expect(within(dialog).getAllByRole('row')).toHaveLength(7);
  expect(within(dialog).getByRole('row', { name: /Seven 5\.00× 10\.00× 50\.00×/ })).toBeInTheDocument();
  expect(within(dialog).getByText('Wild stands in for any symbol on a line.')).toBeInTheDocument();
});

test('an ended ticket says so', async () => {
  api.session.mockRejectedValue(new ApiError(404, 'game.session.invalid', 'Game session expired'));
  renderPage('/seamless?ticket=OLD');
  expect(await screen.findByText('This game session has ended. Open the game again from the game list.')).toBeInTheDocument();
});
