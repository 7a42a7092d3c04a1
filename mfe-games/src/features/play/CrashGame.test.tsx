import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CrashResult } from '@portal/shared/contracts';
import { MEMBER, shell } from '@portal/shared/testing';
import '.';
import { crashSession, type GameCalls, renderPage, round, stubGameCalls } from '../../testing/play';

let api: GameCalls;

function reducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

beforeEach(() => {
  api = stubGameCalls();
  shell.setLanguage('EN');
  shell.setSession(MEMBER);
  api.rounds.mockResolvedValue({ list: [] });
  api.session.mockResolvedValue(crashSession());
  reducedMotion(true);
});

test('the cash-out sets the win chance and payout, and an invalid one cannot be played', async () => {
  renderPage('/seamless?ticket=T1');
  const input = await screen.findByRole('textbox', { name: 'Automatic cash-out (×)' });
  expect(screen.getByTestId('crash-chance')).toHaveTextContent('49.5%');
  await userEvent.clear(input);
  await userEvent.type(input, '3');
  expect(screen.getByTestId('crash-chance')).toHaveTextContent('33%');
  expect(screen.getByTestId('crash-payout')).toHaveTextContent('K 3.00');
  await userEvent.clear(input);
  await userEvent.type(input, '1.005');
  expect(screen.getByText('Enter a multiplier from 1.01 to 1000.00.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
  await userEvent.clear(input);
  await userEvent.type(input, '1000.01');
  expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
});

test('with reduced motion the result shows at once: crashed below the cash-out', async () => {
  api.round.mockResolvedValue({ round: round<CrashResult>({ crashPoint: 180, cashOut: 250, win: false }), balance: 99900 });
  renderPage('/seamless?ticket=T1');
  const input = await screen.findByRole('textbox', { name: 'Automatic cash-out (×)' });
  await userEvent.clear(input);
  await userEvent.type(input, '2.5');
  await userEvent.click(screen.getByRole('button', { name: 'Play' }));
  expect(api.round).toHaveBeenCalledWith(expect.objectContaining({ bet: 100, crash: { cashOut: 250 } }));
  expect(await screen.findByText('Crashed at 1.80×')).toBeInTheDocument();
  expect(screen.getByTestId('crash-value')).toHaveTextContent('1.80×');
  expect(screen.getByTestId('round-result')).toHaveTextContent('Crashed at 1.80×. No win.');
  expect(screen.getByTestId('play-balance')).toHaveTextContent('K 999.00');
});

test('the multiplier climbs frame by frame to the crash point, then says where it cashed out', async () => {
  reducedMotion(false);
  jest.useFakeTimers();
  try {
    api.round.mockResolvedValue({ round: round<CrashResult>({ crashPoint: 731, cashOut: 200, win: true }, { payout: 200, multiplier: 200 }), balance: 100100 });
    renderPage('/seamless?ticket=T1');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByTestId('crash-meter')).toHaveAttribute('data-state', 'flying');
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3100);
    });
    expect(screen.getByTestId('crash-meter')).toHaveAttribute('data-state', 'won');
    expect(screen.getByTestId('crash-value')).toHaveTextContent('7.31×');
    expect(screen.getByTestId('crash-outcome')).toHaveTextContent('Cashed out at 2.00×');
    expect(screen.getByText('Crash point 7.31×')).toBeInTheDocument();
    expect(screen.getByTestId('round-result')).toHaveTextContent('Cashed out at 2.00×. You won K 2.00.');
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
  } finally {
    jest.useRealTimers();
  }
});
