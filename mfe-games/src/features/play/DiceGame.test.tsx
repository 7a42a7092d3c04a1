import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiceResult } from '@portal/shared/contracts';
import { MEMBER, shell } from '@portal/shared/testing';
import '.';
import { diceSession, type GameCalls, renderPage, round, stubGameCalls } from '../../testing/play';

let api: GameCalls;

beforeEach(() => {
  api = stubGameCalls();
  shell.setLanguage('EN');
  shell.setSession(MEMBER);
  api.rounds.mockResolvedValue({ list: [] });
  api.session.mockResolvedValue(diceSession());
});

const preview = () => [screen.getByTestId('dice-chance'), screen.getByTestId('dice-multiplier'), screen.getByTestId('dice-payout')].map((el) => el.textContent);

test('the preview follows the contract: under 50 is 50% at 1.98×, over 75 is 25% at 3.96×', async () => {
  renderPage('/seamless?ticket=T1');
  const slider = await screen.findByRole('slider', { name: /Target/ });
  expect(slider).toHaveAttribute('min', '2');
  expect(slider).toHaveAttribute('max', '98');
  expect(screen.getByRole('button', { name: 'Roll under' })).toHaveAttribute('aria-pressed', 'true');
  expect(preview()).toEqual(['50%', '1.98×', 'K 1.98']);

  fireEvent.change(slider, { target: { value: '75' } });
  await userEvent.click(screen.getByRole('button', { name: 'Roll over' }));
  expect(preview()).toEqual(['25%', '3.96×', 'K 3.96']);

  fireEvent.change(slider, { target: { value: '3' } });
  await userEvent.click(screen.getByRole('button', { name: 'Roll under' }));
  // floor(9900 / 3) = 3300 → 33.00×; payout floor(100 × 3300 / 100).
  expect(preview()).toEqual(['3%', '33.00×', 'K 33.00']);

  await userEvent.click(screen.getByRole('button', { name: 'Raise the bet' }));
  fireEvent.change(slider, { target: { value: '33' } });
  // floor(9900 / 33) = 300 → 3.00×; bet 2.00 → 6.00.
  expect(preview()).toEqual(['33%', '3.00×', 'K 6.00']);
});

test('a roll sends the target and direction and shows the rolled number with win or lose', async () => {
  api.round
    .mockResolvedValueOnce({ round: round<DiceResult>({ roll: 8123, target: 75, over: true, win: true }, { payout: 396, multiplier: 396 }), balance: 100296 })
    .mockResolvedValueOnce({ round: round<DiceResult>({ roll: 705, target: 75, over: true, win: false }, { roundId: 2, nonce: 1 }), balance: 100196 });
  renderPage('/seamless?ticket=T1');
  fireEvent.change(await screen.findByRole('slider', { name: /Target/ }), { target: { value: '75' } });
  await userEvent.click(screen.getByRole('button', { name: 'Roll over' }));
  await userEvent.click(screen.getByRole('button', { name: 'Roll' }));

  expect(api.round).toHaveBeenCalledWith(expect.objectContaining({ ticket: 'T1', bet: 100, dice: { target: 75, over: true } }));
  expect(await screen.findByTestId('dice-roll')).toHaveTextContent('81.23Win');
  expect(screen.getByTestId('round-result')).toHaveTextContent('Rolled 81.23. You won K 3.96.');
  expect(screen.getByTestId('play-balance')).toHaveTextContent('K 1,002.96');

  await userEvent.click(screen.getByRole('button', { name: 'Roll' }));
  expect(await screen.findByText('7.05')).toBeInTheDocument();
  expect(screen.getByTestId('dice-roll')).toHaveTextContent('7.05Lose');
  expect(screen.getByTestId('round-result')).toHaveTextContent('Rolled 7.05. No win.');
});
