import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crashMultiplierAt, type CrashFlight, type CrashResult } from '@portal/shared/contracts';
import { MEMBER, shell } from '@portal/shared/testing';
import '.';
import { crashSession, type GameCalls, renderPage, round, stubGameCalls } from '../../testing/play';

let api: GameCalls;

beforeEach(() => {
  api = stubGameCalls();
  shell.setLanguage('EN');
  shell.setSession(MEMBER);
  api.rounds.mockResolvedValue({ list: [] });
  api.session.mockResolvedValue(crashSession());
});

/** A flight as the server answers it, started at `startedAt` of the server's clock. */
const flight = (startedAt: number, overrides: Partial<CrashFlight> = {}): CrashFlight => ({
  roundId: 7,
  state: 'flying',
  bet: 100,
  autoCashOut: null,
  startedAt,
  serverNow: startedAt,
  round: null,
  ...overrides,
});

const settled = (startedAt: number, result: CrashResult, payout: number, now: number): CrashFlight =>
  flight(startedAt, {
    state: result.win ? 'cashedOut' : 'crashed',
    serverNow: now,
    round: round<CrashResult>(result, { roundId: 7, payout, multiplier: result.win ? result.cashOut : 0 }),
  });

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

test('the automatic cash-out is optional: empty by default, and an invalid one cannot be played', async () => {
  renderPage('/seamless?ticket=T1');
  const input = await screen.findByRole('textbox', { name: 'Automatic cash-out (×)' });
  expect(input).toHaveValue('');
  expect(screen.getByText('Optional: leave it empty to cash out yourself.')).toBeInTheDocument();
  expect(screen.getByTestId('crash-chance')).toHaveTextContent('—');
  expect(screen.getByTestId('crash-outcome')).toHaveTextContent('Cash out before it crashes');
  await userEvent.type(input, '3');
  expect(screen.getByTestId('crash-chance')).toHaveTextContent('33%');
  expect(screen.getByTestId('crash-payout')).toHaveTextContent('K 3.00');
  await userEvent.clear(input);
  await userEvent.type(input, '1.005');
  expect(screen.getByText('Enter a multiplier from 1.01 to 1000.00.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
});

describe('a flight, on the server\'s clock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('Cash out shows the live multiplier while the rocket flies, then the win and the balance', async () => {
    // The server's clock runs 40 s ahead of ours: the readout follows the server's, not ours.
    const skew = 40_000;
    let started = 0;
    api.crashStart.mockImplementation(() => {
      started = Date.now() + skew;
      return Promise.resolve({ flight: flight(started), balance: 99_900 });
    });
    api.crashFlight.mockImplementation(() => Promise.resolve({ flight: flight(started, { serverNow: Date.now() + skew }), balance: 99_900 }));
    renderPage('/seamless?ticket=T1');
    await advance(10);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await advance(10);
    expect(api.crashStart).toHaveBeenCalledWith(expect.objectContaining({ ticket: 'T1', bet: 100, requestId: expect.any(String) }));
    expect(api.crashStart.mock.calls[0][0]).not.toHaveProperty('autoCashOut');
    expect(screen.getByTestId('play-balance')).toHaveTextContent('K 999.00');
    expect(screen.getByTestId('crash-meter')).toHaveAttribute('data-state', 'flying');

    await advance(5_000);
    const live = crashMultiplierAt(Date.now() + skew - started);
    expect(live).toBeGreaterThanOrEqual(133);
    const button = screen.getByRole('button', { name: /Cash out/ });
    expect(screen.getByTestId('crash-value')).toHaveTextContent(`${(live / 100).toFixed(2)}×`);
    expect(screen.getByTestId('crash-cash-out-value')).toHaveTextContent(`${(live / 100).toFixed(2)}×`);
    // Cash out takes Play's place, under the player's thumb.
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();

    api.crashCashOut.mockResolvedValue({ flight: settled(started, { crashPoint: 731, cashOut: 134, win: true }, 134, Date.now() + skew), balance: 100_034 });
    fireEvent.click(button);
    await advance(10);
    expect(api.crashCashOut).toHaveBeenCalledWith({ ticket: 'T1', roundId: 7 });
    expect(screen.getByTestId('crash-meter')).toHaveAttribute('data-state', 'won');
    expect(screen.getByTestId('crash-value')).toHaveTextContent('1.34×');
    expect(screen.getByText('Crash point 7.31×')).toBeInTheDocument();
    expect(screen.getByTestId('round-result')).toHaveTextContent('Cashed out at 1.34×. You won K 1.34.');
    expect(screen.getByTestId('play-balance')).toHaveTextContent('K 1,000.34');
    expect(screen.queryByRole('button', { name: /Cash out/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
  });

  test('a rocket nobody cashes out: the server says it crashed, and the stake is gone', async () => {
    let started = 0;
    api.crashStart.mockImplementation(() => {
      started = Date.now();
      return Promise.resolve({ flight: flight(started, { autoCashOut: 300 }), balance: 99_900 });
    });
    renderPage('/seamless?ticket=T1');
    const input = await screen.findByRole('textbox', { name: 'Automatic cash-out (×)' });
    fireEvent.change(input, { target: { value: '3' } });
    api.crashFlight.mockImplementation(() =>
      Promise.resolve({ flight: settled(started, { crashPoint: 120, cashOut: 300, win: false }, 0, Date.now()), balance: 99_900 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await advance(10);
    expect(api.crashStart).toHaveBeenCalledWith(expect.objectContaining({ autoCashOut: 300 }));
    await advance(600);
    expect(screen.getByTestId('crash-meter')).toHaveAttribute('data-state', 'crashed');
    expect(screen.getByTestId('crash-outcome')).toHaveTextContent('Crashed at 1.20×');
    expect(screen.getByTestId('round-result')).toHaveTextContent('Crashed at 1.20×. No win.');
    expect(screen.getByTestId('play-balance')).toHaveTextContent('K 999.00');
    expect(screen.queryByRole('button', { name: /Cash out/ })).not.toBeInTheDocument();
  });

  test('a reload mid-flight: the rocket comes back where the server has it, with Cash out', async () => {
    const started = Date.now() - 3_000;
    api.session.mockResolvedValue(crashSession({ flight: flight(started, { serverNow: Date.now() }) }));
    api.crashFlight.mockImplementation(() => Promise.resolve({ flight: flight(started, { serverNow: Date.now() }), balance: 99_900 }));
    renderPage('/seamless?ticket=T1');
    await advance(10);
    expect(screen.getByTestId('crash-meter')).toHaveAttribute('data-state', 'flying');
    expect(screen.getByTestId('crash-value')).toHaveTextContent(`${(crashMultiplierAt(3_010) / 100).toFixed(2)}×`);
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    api.crashCashOut.mockResolvedValue({ flight: settled(started, { crashPoint: 500, cashOut: 119, win: true }, 119, Date.now()), balance: 100_019 });
    fireEvent.click(screen.getByRole('button', { name: /Cash out/ }));
    await advance(10);
    expect(api.crashCashOut).toHaveBeenCalledWith({ ticket: 'T1', roundId: 7 });
    expect(screen.getByTestId('round-result')).toHaveTextContent('Cashed out at 1.19×. You won K 1.19.');
  });
});
