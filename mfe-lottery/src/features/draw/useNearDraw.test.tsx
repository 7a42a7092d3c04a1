import { act, screen } from '@testing-library/react';
import { lotteryNearNumero, lotteryOpenedNumeros, type LotteryNearAnswer } from '@portal/shared/contracts';
import { loginAs, MEMBER } from '@portal/shared/testing';
import { currentDraw, fastResult, page, SERVER_NOW } from '../../testing/fixtures';
import { renderLottery, stubLottery } from '../../testing/lottery';

beforeEach(() => {
  // The machine's clock stands still until the test moves it: the server's clock is then known exactly.
  jest.useFakeTimers({ now: Date.parse(SERVER_NOW) });
  loginAs(MEMBER, { balance: 1_000_000 });
});
afterEach(() => jest.useRealTimers());

/** Moves both clocks on, half a second at a time, letting React render between steps as a browser would. */
const advance = async (ms: number) => {
  for (let left = ms; left >= 0; left -= 500) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(Math.min(500, left));
    });
  }
};

test('no polling: the draw is read again when its lock passes (the next draw opens) and at its draw time (the result), nothing in between', async () => {
  const drawA = currentDraw(201, 2, { numero: '20261126-0811' });
  const drawB = { ...currentDraw(201, 62, { numero: '20261126-0812' }) };
  const resultA = fastResult('20261126-0811', ['7', '1', '9', '0', '8']);
  const answers: Array<() => Omit<LotteryNearAnswer, 'serverTime'>> = [
    () => ({ currentNumero: drawA, nextNumeros: [], lastNumero: null }),
    () => ({ currentNumero: drawB, nextNumeros: [], lastNumero: null }),
    () => ({ currentNumero: drawB, nextNumeros: [], lastNumero: resultA }),
  ];
  let served = 0;
  const server = stubLottery()
    .on(lotteryNearNumero, () => ({ ...answers[Math.min(served++, answers.length - 1)]!(), serverTime: new Date().toISOString() }))
    .on(lotteryOpenedNumeros, () => page(served > 2 ? [resultA] : []));
  renderLottery('/lottery?lottoView=betting&lottoGameCode=FAST_1');
  await advance(0);
  expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');

  // Ticks on the device's clock, no call.
  await advance(1_000);
  expect(screen.getByRole('timer')).toHaveTextContent('00:00:01');
  expect(server.calls(lotteryNearNumero)).toHaveLength(1);

  // The lock passes: closed at once; shortly after, the next draw is asked for and takes bets.
  await advance(1_000);
  expect(screen.getByText('Betting closed, drawing soon')).toBeInTheDocument();
  await advance(1_600);
  expect(server.calls(lotteryNearNumero)).toHaveLength(2);
  expect(screen.getByText('Draw 20261126-0812')).toBeInTheDocument();

  // Nothing until draw A's draw time (12 s after the start); then its result, and the history with it.
  await advance(5_000);
  expect(server.calls(lotteryNearNumero)).toHaveLength(2);
  await advance(5_000);
  expect(server.calls(lotteryNearNumero)).toHaveLength(3);
  expect(screen.getByText('Last result, draw 20261126-0811')).toBeInTheDocument();
});

test('a result later than its draw time is asked for a few more times, further apart, then no more', async () => {
  const drawA = currentDraw(201, 2, { numero: '20261126-0811' });
  const drawB = currentDraw(201, 600, { numero: '20261126-0812' });
  let served = 0;
  const server = stubLottery().on(lotteryNearNumero, () => ({ currentNumero: served++ === 0 ? drawA : drawB, nextNumeros: [], lastNumero: null, serverTime: new Date().toISOString() }));
  renderLottery('/lottery?lottoView=betting&lottoGameCode=FAST_1');
  await advance(0);
  await advance(3_600); // lock + settle: draw B
  await advance(10_000); // draw A's draw time + settle: no result yet
  const atDrawTime = server.calls(lotteryNearNumero).length;
  expect(atDrawTime).toBe(3);
  await advance(100_000);
  // Four retries at most (3 s, 8 s, 20 s, 60 s), then it waits for draw B's moments or the push.
  expect(server.calls(lotteryNearNumero)).toHaveLength(atDrawTime + 4);
  await advance(200_000);
  expect(server.calls(lotteryNearNumero)).toHaveLength(atDrawTime + 4);
});
