import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lotteryCancelSuborders, lotteryNearNumero, lotteryTodayOrders } from '@portal/shared/contracts';
import { apiError, loginAs, MEMBER, shell } from '@portal/shared/testing';
import { bet, page } from '../../testing/fixtures';
import { renderLottery, stubLottery } from '../../testing/lottery';

beforeEach(() => loginAs(MEMBER, { balance: 1_000_000 }));

const todays = [
  bet(),
  bet({ betId: 9002, playId: 'FAST_BS', bettingContent: '3:BIG', status: 'won', winAmount: 396, betAmount: 200, odds: 198, lockTime: '2026-11-26T07:59:00.000Z' }),
  // Placed when the number's exposure had stepped its odds down to 80 %.
  bet({ betId: 9003, playId: 'FAST_SUM_OE', bettingContent: 'EVEN', status: 'lost', odds: 158, oddsPercent: 80, lockTime: '2026-11-26T07:59:00.000Z' }),
  // Open, but its draw locked already on the server's clock: it can no longer be cancelled.
  bet({ betId: 9004, bettingContent: '5:0', lockTime: '2026-11-26T07:59:50.000Z' }),
];

const openOrders = async () => {
  renderLottery('/lottery?lottoView=betting&lottoGameCode=FAST_1');
  return screen.findAllByTestId('bet');
};

test("today's bets show their play, selection, status and win; the filter asks the server for open or settled ones", async () => {
  const server = stubLottery().on(lotteryTodayOrders, ({ status }) => ({ ...page(status === 'settled' ? todays.slice(1, 3) : todays), betAmount: 800, winAmount: 396 }));
  const rows = await openOrders();
  expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['open', 'won', 'lost', 'open']);
  expect(rows[0]).toHaveTextContent('Ball numberBall 1: 7Waiting for the draw');
  expect(rows[0]).toHaveTextContent('up to K 19.60');
  expect(rows[1]).toHaveTextContent('Ball big or smallBall 3: BigWon');
  expect(rows[1]).toHaveTextContent('WinK 3.96');
  expect(rows[2]).toHaveTextContent('Sum odd or evenEvenNot won');
  expect(rows[1]).toHaveTextContent('Odds×1.98');
  expect(rows[2]).toHaveTextContent('Odds×1.58 (80% of full odds: this number is heavily played)');
  expect(screen.getByTestId('orders-sums')).toHaveTextContent('Today: staked K 8.00, won K 3.96');
  // Cancellable until the lock on the server's clock (known with the draw's answer).
  expect(await within(rows[0]!).findByRole('button', { name: /^Cancel bet/ })).toBeInTheDocument();
  expect(within(rows[3]!).queryByRole('button', { name: /^Cancel bet/ })).not.toBeInTheDocument();
  expect(server.calls(lotteryTodayOrders)[0]).toEqual({ gameId: 201, status: 'all', pageNo: 1, pageSize: 20 });

  await userEvent.click(screen.getByRole('button', { name: 'Settled' }));
  await waitFor(() => expect(screen.getAllByTestId('bet')).toHaveLength(2));
  expect(server.calls(lotteryTodayOrders).at(-1)).toMatchObject({ status: 'settled' });
});

test('an open bet is cancelled after a confirmation, refunded, and shown cancelled', async () => {
  const server = stubLottery()
    .on(lotteryTodayOrders, { ...page(todays), betAmount: 800, winAmount: 396 })
    .on(lotteryCancelSuborders, ({ betIds }) => ({ cancelled: betIds.map((betId) => bet({ betId, status: 'cancelled' })), refunded: 200, balance: 1_000_200 }));
  const rows = await openOrders();
  await userEvent.click(await within(rows[0]!).findByRole('button', { name: 'Cancel bet Ball number Ball 1: 7, draw 20261126-0811' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this bet?' });
  expect(dialog).toHaveTextContent('Cancel your bet on draw 20261126-0811? K 2.00 goes back to your balance.');
  // Keeping it sends nothing.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(server.calls(lotteryCancelSuborders)).toEqual([]);

  await userEvent.click(await within(rows[0]!).findByRole('button', { name: /^Cancel bet/ }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel bet' }));
  expect(await screen.findByText('Bet cancelled: K 2.00 refunded.')).toHaveAttribute('role', 'status');
  expect(server.calls(lotteryCancelSuborders)).toEqual([{ betIds: [9001] }]);
  expect(screen.getAllByTestId('bet')[0]).toHaveAttribute('data-status', 'cancelled');
  expect(screen.getAllByTestId('bet')[0]).toHaveTextContent('Cancelled');
  // The day's stake no longer counts the refunded bet.
  expect(screen.getByTestId('orders-sums')).toHaveTextContent('Today: staked K 6.00, won K 3.96');
});

test("a cancel the server refuses (the draw locked meanwhile) shows its message and reads the list again", async () => {
  const server = stubLottery()
    .on(lotteryTodayOrders, { ...page(todays), betAmount: 800, winAmount: 396 })
    .on(lotteryCancelSuborders, () => {
      throw apiError('lottery.cancel.closed', 'Betting on this draw has closed: the bet can no longer be cancelled.');
    });
  const rows = await openOrders();
  await userEvent.click(await within(rows[0]!).findByRole('button', { name: /^Cancel bet/ }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel bet' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Betting on this draw has closed: the bet can no longer be cancelled.');
  await waitFor(() => expect(server.calls(lotteryTodayOrders)).toHaveLength(2));
});

test("a settled draw of the member's, relayed by the shell, reads this game's draw and orders again; another game's does not", async () => {
  const server = stubLottery().on(lotteryTodayOrders, { ...page(todays), betAmount: 800, winAmount: 396 });
  await openOrders();
  const nearCalls = server.calls(lotteryNearNumero).length;
  const orderCalls = server.calls(lotteryTodayOrders).length;
  act(() => shell.emit({ type: 'lottery', gameId: 4201, numero: '20261125', bets: 1, winAmount: 0 }));
  expect(server.calls(lotteryNearNumero)).toHaveLength(nearCalls);
  expect(screen.getByTestId('settled-notice')).toBeEmptyDOMElement();

  server.on(lotteryTodayOrders, { ...page([bet({ status: 'won', winAmount: 1960 })]), betAmount: 200, winAmount: 1960 });
  act(() => shell.emit({ type: 'lottery', gameId: 201, numero: '20261126-0811', bets: 1, winAmount: 1960 }));
  expect(screen.getByTestId('settled-notice')).toHaveTextContent('Draw 20261126-0811 is settled: you won K 19.60.');
  expect(screen.getByTestId('settled-notice')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(screen.getAllByTestId('bet')).toHaveLength(1));
  expect(screen.getByTestId('bet')).toHaveAttribute('data-status', 'won');
  expect(server.calls(lotteryNearNumero).length).toBeGreaterThan(nearCalls);
  expect(server.calls(lotteryTodayOrders).length).toBeGreaterThan(orderCalls);
});
