import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lotteryGameMenu, lotteryNearNumero } from '@portal/shared/contracts';
import { loginAs, MEMBER, setBalance, shell } from '@portal/shared/testing';
import { fastResult, near } from '../../testing/fixtures';
import { renderLottery, stubLottery } from '../../testing/lottery';

beforeEach(() => loginAs(MEMBER, { balance: 1_000_000 }));

test('a VN card opened on /lottery shows the Vietnam lobby by name: its games, draws and countdowns, and no code or release', async () => {
  stubLottery();
  renderLottery('/lottery?gameCode=VN_LOTTO');
  expect(await screen.findByTestId('lottery-game')).toHaveTextContent('Vietnam lottery');
  expect(screen.getByRole('heading', { level: 1, name: 'Vietnam Lottery' })).toBeInTheDocument();
  const cards = await screen.findAllByTestId('lottery-game-card');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Northern Vietnam', 'Southern Vietnam']);
  // The draw time in the site's zone and in the game's own: 18:15 in Vietnam.
  expect(cards[0]).toHaveTextContent('Daily at 18:15 Vietnam time');
  // Server-corrected: the lock is 30 s after the server's clock, whatever this machine's clock says.
  expect(await within(cards[0]!).findByRole('timer')).toHaveTextContent('00:00:30');
  expect(within(cards[0]!).getByText('Draw 20261126-0811')).toBeInTheDocument();
  const page = screen.getByTestId('lottery-page');
  expect(page.textContent).not.toMatch(/VN_LOTTO|VN_NORTH|\bLOTT\b|release|0\.0\.0-test/);
  expect(page).toHaveAttribute('data-app-version', '0.0.0-test');
  expect(screen.getByTestId('lottery-balance')).toHaveTextContent('K 10,000.00');
});

test("a game's Bet button opens its betting view in the URL; the balance follows the shell's balance stream", async () => {
  const server = stubLottery();
  const view = renderLottery('/vnLottery');
  await userEvent.click(await screen.findByRole('button', { name: 'Bet now: Southern Vietnam' }));
  expect(view.location()).toBe('/vnLottery?lottoView=betting&lottoGameCode=VN_SOUTH');
  expect(await screen.findByRole('tab', { name: 'Southern Vietnam', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Choose your numbers' })).toBeInTheDocument();
  expect(server.calls(lotteryNearNumero).map((call) => call.gameId)).toContain(4203);

  // A stake or a win moves the header balance through the stream; the page reads the same figure and asks for none.
  act(() => setBalance(987_600));
  expect(screen.getByTestId('lottery-balance')).toHaveTextContent('K 9,876.00');

  await userEvent.click(screen.getByRole('tab', { name: 'Northern Vietnam' }));
  expect(view.location()).toBe('/vnLottery?lottoView=betting&lottoGameCode=VN_NORTH');
  await userEvent.click(screen.getByRole('button', { name: 'All games of this lottery' }));
  expect(view.location()).toBe('/vnLottery?lottoView=lobby&lottoGameCode=VN_NORTH');
  expect(await screen.findAllByTestId('lottery-game-card')).toHaveLength(2);
});

test('a card code this build cannot resolve opens the route family lobby and shows no code', async () => {
  stubLottery();
  renderLottery('/seaLottery?gameCode=VN_HANOI');
  expect(await screen.findAllByTestId('lottery-game-card')).toHaveLength(1);
  expect(screen.queryByTestId('lottery-game')).not.toBeInTheDocument();
  expect(screen.getByTestId('lottery-page').textContent).not.toMatch(/VN_HANOI|SEA_4D/);
  expect(screen.getByTestId('lottery-game-card')).toHaveTextContent('Wed, Sat, Sun at 19:00 Malaysia time');
});

test('the menus failing shows the reason and Retry', async () => {
  stubLottery().on(lotteryGameMenu, () => {
    throw new Error('down');
  });
  renderLottery('/lottery');
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test.each([
  ['MY', 'အမြန် အီး-ထီ', 'ဘောလုံး 1: 7'],
  ['CN', '极速电子彩票', '第 1 球：7'],
] as const)('%s: the fast lobby is in the language, never in codes or English', async (language, title, firstBall) => {
  stubLottery().on(lotteryNearNumero, ({ gameId }) => near(gameId, 30, fastResult('20261126-0810', ['7', '1', '9', '0', '3'])));
  act(() => shell.setLanguage(language));
  renderLottery('/lottery');
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  const cards = await screen.findAllByTestId('lottery-game-card');
  expect(await within(cards[0]!).findByLabelText(firstBall)).toBeInTheDocument();
  const text = screen.getByTestId('lottery-page').textContent ?? '';
  // Nothing in Latin letters but the player's own name (and the K of the currency).
  expect(text.replace(MEMBER.member!.nickname, '')).not.toMatch(/[A-Za-z]{3,}/);
});

// Myanmar players read amounts, dates, clocks and counts in Western digits on the local sites they use;
// draw numbers are printed as drawn.
test('MY: the countdown, the draw times and the draw numbers are in Western digits', async () => {
  stubLottery();
  act(() => shell.setLanguage('MY'));
  renderLottery('/lottery?gameCode=VN_LOTTO');
  const cards = await screen.findAllByTestId('lottery-game-card');
  expect(await within(cards[0]!).findByRole('timer')).toHaveTextContent('00:00:30');
  expect(cards[0]).toHaveTextContent('18:15');
  expect(cards[0]).toHaveTextContent('20261126-0811');
  expect(screen.getByTestId('lottery-page').textContent).not.toMatch(/[\u1040-\u1049]/);
});
