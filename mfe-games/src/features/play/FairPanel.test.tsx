import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiceResult, GameRound } from '@portal/shared/contracts';
import { MEMBER, shell } from '@portal/shared/testing';
import '.';
import { diceSession, type GameCalls, renderPage, round, stubGameCalls } from '../../testing/play';

let api: GameCalls;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

// The jest setup installs Node's WebCrypto where jsdom has none; the page hashes with crypto.subtle.
beforeAll(() => {
  expect(globalThis.crypto?.subtle).toBeDefined();
});

beforeEach(() => {
  api = stubGameCalls();
  shell.setLanguage('EN');
  shell.setSession(MEMBER);
  api.session.mockResolvedValue(diceSession());
});

const revealedRound = (serverSeedHash = sha256('seed-one')): GameRound<DiceResult> =>
  round<DiceResult>({ roll: 4213, target: 50, over: false, win: true }, { roundId: 3, nonce: 3, payout: 198, multiplier: 198, serverSeed: 'seed-one', serverSeedHash, clientSeed: 'client-1' });
const hiddenRound = round<DiceResult>({ roll: 9000, target: 50, over: false, win: false }, { roundId: 4, nonce: 0, serverSeedHash: 'b'.repeat(64), clientSeed: 'client-2' });

test('rotating reveals the server seed, shows the new hash, and reloads the history', async () => {
  api.rounds.mockResolvedValue({ list: [] });
  api.seed.mockResolvedValue({
    revealed: { serverSeed: 'seed-one', serverSeedHash: sha256('seed-one'), clientSeed: 'client-1', lastNonce: 4 },
    next: { serverSeedHash: 'c'.repeat(64), clientSeed: 'my own seed', nonce: 0 },
  });
  renderPage('/seamless?ticket=T1');
  expect(await screen.findByTestId('fair-hash')).toHaveTextContent('a'.repeat(64));
  const clientSeed = screen.getByRole('textbox', { name: 'Client seed' });
  expect(clientSeed).toHaveValue('client-1');
  await userEvent.clear(clientSeed);
  await userEvent.type(clientSeed, 'my own seed');
  await userEvent.click(screen.getByRole('button', { name: 'Reveal and rotate seed' }));

  expect(api.seed).toHaveBeenCalledWith({ ticket: 'T1', clientSeed: 'my own seed' });
  expect(await screen.findByTestId('revealed-seed')).toHaveTextContent('seed-one');
  expect(screen.getByTestId('fair-new-hash')).toHaveTextContent('c'.repeat(64));
  expect(screen.getByTestId('fair-hash')).toHaveTextContent('c'.repeat(64));
  expect(screen.getByTestId('fair-nonce')).toHaveTextContent('0');
  expect(screen.getByRole('textbox', { name: 'Client seed' })).toHaveValue('my own seed');
  await waitFor(() => expect(api.rounds).toHaveBeenCalledTimes(2));
});

test('an unchanged client seed is not sent, and an unprintable one is refused', async () => {
  api.rounds.mockResolvedValue({ list: [] });
  api.seed.mockResolvedValue({
    revealed: { serverSeed: 'seed-one', serverSeedHash: sha256('seed-one'), clientSeed: 'client-1', lastNonce: 0 },
    next: { serverSeedHash: 'c'.repeat(64), clientSeed: 'fresh', nonce: 0 },
  });
  renderPage('/seamless?ticket=T1');
  const rotate = await screen.findByRole('button', { name: 'Reveal and rotate seed' });
  await userEvent.clear(screen.getByRole('textbox', { name: 'Client seed' }));
  expect(screen.getByText('Use 1 to 64 printable Latin characters.')).toBeInTheDocument();
  expect(rotate).toBeDisabled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Client seed' }), 'client-1');
  await userEvent.click(rotate);
  expect(api.seed).toHaveBeenCalledWith({ ticket: 'T1' });
});

test('the history lists rounds newest first and says which seeds are not revealed yet', async () => {
  api.rounds.mockResolvedValue({ list: [hiddenRound, revealedRound()] });
  renderPage('/seamless?ticket=T1');
  const rows = await screen.findAllByTestId('history-row');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('0K 1.00K 0.000.00×Seed not revealed yet');
  expect(rows[1]).toHaveTextContent('3K 1.00K 1.981.98×Verify');
  expect(api.rounds).toHaveBeenCalledWith({ ticket: 'T1', limit: 20 });
});

test('verify says Verified when the browser hash and the recomputation both match', async () => {
  api.rounds.mockResolvedValue({ list: [revealedRound()] });
  api.verify.mockResolvedValue({ serverSeedHash: sha256('seed-one'), result: { roll: 4213, target: 50, over: false, win: true }, multiplier: 198 });
  renderPage('/seamless?ticket=T1');
  await userEvent.click(await screen.findByRole('button', { name: 'Verify round 3' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify round 3' });
  await waitFor(() => expect(within(dialog).getByTestId('verify-verdict')).toHaveTextContent('Verified'));
  expect(api.verify).toHaveBeenCalledWith({ engine: 'dice', serverSeed: 'seed-one', clientSeed: 'client-1', nonce: 3, bet: 100, target: 50, over: false });
  expect(within(dialog).getAllByText(sha256('seed-one')).length).toBeGreaterThanOrEqual(2);
});

test('verify says Mismatch when the recomputed result differs', async () => {
  api.rounds.mockResolvedValue({ list: [revealedRound()] });
  api.verify.mockResolvedValue({ serverSeedHash: sha256('seed-one'), result: { roll: 7777, target: 50, over: false, win: false }, multiplier: 0 });
  renderPage('/seamless?ticket=T1');
  await userEvent.click(await screen.findByRole('button', { name: 'Verify round 3' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify round 3' });
  await waitFor(() => expect(within(dialog).getByTestId('verify-verdict')).toHaveTextContent('Mismatch'));
});

test('verify says Mismatch when the seed does not hash to the hash shown before the round', async () => {
  api.rounds.mockResolvedValue({ list: [revealedRound('d'.repeat(64))] });
  api.verify.mockResolvedValue({ serverSeedHash: 'd'.repeat(64), result: { roll: 4213, target: 50, over: false, win: true }, multiplier: 198 });
  renderPage('/seamless?ticket=T1');
  await userEvent.click(await screen.findByRole('button', { name: 'Verify round 3' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify round 3' });
  await waitFor(() => expect(within(dialog).getByTestId('verify-verdict')).toHaveTextContent('Mismatch'));
  expect(within(dialog).getByLabelText('Does not match')).toBeInTheDocument();
});
