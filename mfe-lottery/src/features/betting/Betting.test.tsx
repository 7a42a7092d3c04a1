import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lotteryBetting, lotteryNearNumero, lotteryTodayOrders, type LotteryBettingBody, type LotteryOrder } from '@portal/shared/contracts';
import { apiError, loginAs, MEMBER, recordCommands, REQUEST_ID, TRIAL } from '@portal/shared/testing';
import { bet, currentDraw, near } from '../../testing/fixtures';
import { renderLottery, stubLottery } from '../../testing/lottery';

const commands = recordCommands();
beforeEach(() => loginAs(MEMBER, { balance: 1_000_000 }));

const order = (body: LotteryBettingBody): LotteryOrder => ({
  orderId: 501,
  gameId: body.gameId,
  chaseDraws: body.chase?.draws ?? 1,
  winStop: body.chase?.winStop ?? false,
  totalAmount: 5400,
  createdAt: '2026-11-26T08:00:01.000Z',
  bets: Array.from({ length: 9 }, (_, i) => bet({ betId: 9000 + i })),
  balance: 994_600,
});

const slip = () => screen.getByTestId('bet-slip');
const openFast = async () => {
  renderLottery('/lottery?lottoView=betting&lottoGameCode=FAST_1');
  await screen.findByRole('heading', { name: 'Choose your numbers' });
  await screen.findByRole('timer');
};

test('picking a ball and digits, then the sum, builds the slip; the total counts lines, units, multiple and chased draws; one call places it', async () => {
  const server = stubLottery()
    .on(lotteryNearNumero, ({ gameId }) => near(gameId, 30, null, [currentDraw(gameId, 90, { numero: '20261126-0812' }), currentDraw(gameId, 150, { numero: '20261126-0813' })]))
    .on(lotteryBetting, order);
  await openFast();

  // Ball number: ball 2, digits 3 and 7 (two bets).
  expect(screen.getByRole('radio', { name: /Ball number/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Ball number/ })).toHaveAccessibleName('Ball number pays ×9.8');
  await userEvent.click(screen.getByRole('radio', { name: 'Ball 2' }));
  const digits = screen.getByRole('group', { name: 'Digits 0 to 9' });
  await userEvent.click(within(digits).getByRole('button', { name: '3' }));
  await userEvent.click(within(digits).getByRole('button', { name: '7' }));
  expect(within(digits).getByRole('button', { name: '7' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
  // Sum odd (one bet).
  await userEvent.click(screen.getByRole('radio', { name: /Sum odd or even/ }));
  await userEvent.click(within(screen.getByRole('group', { name: 'Choices' })).getByRole('button', { name: 'Odd' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));

  const lines = within(slip()).getAllByTestId('slip-line');
  expect(lines.map((line) => line.textContent)).toEqual([expect.stringContaining('Ball 2: 3, 7'), expect.stringContaining('Odd')]);
  expect(lines[0]).toHaveTextContent('2 bet(s)');

  await userEvent.type(within(slip()).getByLabelText('Stake per unit (K)'), '2');
  await userEvent.clear(within(slip()).getByLabelText('Multiple'));
  await userEvent.type(within(slip()).getByLabelText('Multiple'), '3');
  expect(screen.getByTestId('slip-total')).toHaveTextContent('3 bet(s), total K 18.00');
  await userEvent.selectOptions(within(slip()).getByLabelText('Draws'), 'Chase 3 draws');
  // (2 + 1) bets × K 2.00 × 3 on each of 3 draws.
  expect(screen.getByTestId('slip-total')).toHaveTextContent('9 bet(s), total K 54.00');

  await userEvent.click(within(slip()).getByRole('button', { name: 'Place bets' }));
  expect(await within(slip()).findByRole('status')).toHaveTextContent('Order 501 placed: 9 bet(s), K 54.00.');
  expect(server.calls(lotteryBetting)).toEqual([
    {
      gameId: 201,
      numero: '20261126-0811',
      contents: [
        { playId: 'FAST_DIGIT', bettingContent: '2:3,7', singleBetPrice: 200, multiple: 3 },
        { playId: 'FAST_SUM_OE', bettingContent: 'ODD', singleBetPrice: 200, multiple: 3 },
      ],
      chase: { draws: 3, winStop: true },
      requestId: REQUEST_ID,
    },
  ]);
  // The slip is empty again and the orders are read again (the new bets); the balance is the stream's, not asked for.
  expect(within(slip()).queryAllByTestId('slip-line')).toEqual([]);
  await waitFor(() => expect(server.calls(lotteryTodayOrders).length).toBeGreaterThanOrEqual(2));
});

test("the server's refusal is shown in the reader's words; a retry of the same slip sends the same request id", async () => {
  const server = stubLottery();
  let calls = 0;
  server.on(lotteryBetting, () => {
    calls += 1;
    if (calls === 1) throw apiError('network', 'Network link is abnormal, please try again', undefined, 0);
    throw apiError('lottery.liability', 'Number 7 on ball 1 is full for this draw.');
  });
  await openFast();
  await userEvent.click(within(screen.getByRole('group', { name: 'Digits 0 to 9' })).getByRole('button', { name: '7' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
  await userEvent.type(within(slip()).getByLabelText('Stake per unit (K)'), '1');
  await userEvent.click(within(slip()).getByRole('button', { name: 'Place bets' }));
  expect(await within(slip()).findByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
  await userEvent.click(within(slip()).getByRole('button', { name: 'Place bets' }));
  expect(await within(slip()).findByText('Number 7 on ball 1 is full for this draw.')).toBeInTheDocument();
  const [first, second] = server.calls(lotteryBetting);
  expect(first!.requestId).toEqual(REQUEST_ID);
  expect(second!.requestId).toBe(first!.requestId);
  // The slip is kept: nothing is lost on a refusal.
  expect(within(slip()).getAllByTestId('slip-line')).toHaveLength(1);
});

test('a stake outside the play limits is refused with its range before any call', async () => {
  const server = stubLottery();
  await openFast();
  await userEvent.click(within(screen.getByRole('group', { name: 'Digits 0 to 9' })).getByRole('button', { name: '1' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
  await userEvent.type(within(slip()).getByLabelText('Stake per unit (K)'), '0.5');
  await userEvent.click(within(slip()).getByRole('button', { name: 'Place bets' }));
  expect(within(slip()).getByRole('alert')).toHaveTextContent('Ball number: the stake per unit is from K 1.00 to K 10,000.00.');
  expect(server.calls(lotteryBetting)).toEqual([]);
});

test('xiên takes exactly its count of numbers as one bet; lô stakes every result it covers', async () => {
  stubLottery();
  renderLottery('/vnLottery?gameCode=TCG_LOTTO_VN_LOTT_0002');
  await screen.findByRole('timer');
  // Lô: one number covers the 27 results of the North: K 1.00 × 27.
  expect(screen.getByRole('radio', { name: /Lo, 2 digits/ })).toHaveAccessibleName('Lo, 2 digits pays ×80 per hit');
  const grid = screen.getByRole('group', { name: 'Numbers 00 to 99' });
  expect(within(grid).getAllByRole('button')).toHaveLength(100);
  await userEvent.click(within(grid).getByRole('button', { name: '05' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
  await userEvent.type(within(slip()).getByLabelText('Stake per unit (K)'), '1');
  expect(screen.getByTestId('slip-total')).toHaveTextContent('1 bet(s), total K 27.00');

  await userEvent.click(screen.getByRole('radio', { name: /Xien 2/ }));
  const pairs = screen.getByRole('group', { name: 'Numbers 00 to 99' });
  expect(screen.getByText('Pick exactly 2 numbers: together they are one bet.')).toBeInTheDocument();
  await userEvent.click(within(pairs).getByRole('button', { name: '27' }));
  expect(screen.getByRole('button', { name: 'Add to slip' })).toBeDisabled();
  await userEvent.click(within(pairs).getByRole('button', { name: '12' }));
  await userEvent.click(within(pairs).getByRole('button', { name: '99' }));
  expect(within(pairs).getByRole('button', { name: '99' })).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
  const lines = within(slip()).getAllByTestId('slip-line');
  expect(lines[1]).toHaveTextContent('Xien 2 (pair of 2)12, 271 bet(s) · K 1.00');
  expect(screen.getByTestId('slip-total')).toHaveTextContent('2 bet(s), total K 28.00');
  await userEvent.click(within(slip()).getByRole('button', { name: 'Remove Lo, 2 digits 05' }));
  expect(screen.getByTestId('slip-total')).toHaveTextContent('1 bet(s), total K 1.00');
});

test('4D numbers are typed: four digits, and iBox refuses four equal ones', async () => {
  stubLottery();
  renderLottery('/seaLottery?gameCode=SEA_LOTTO');
  await screen.findByRole('timer');
  expect(screen.getByRole('radio', { name: /4D Big/ })).toHaveAccessibleName('4D Big pays up to ×2,500');
  expect(screen.getByText(/1st prize ×2,500 · 2nd prize ×1,000 · 3rd prize ×500 · Starter ×180 · Consolation ×60/)).toBeInTheDocument();
  const field = screen.getByLabelText('A 4-digit number');
  await userEvent.type(field, '123{Enter}');
  expect(screen.getByText('Type exactly 4 digits.')).toBeInTheDocument();
  await userEvent.type(field, '4');
  await userEvent.click(screen.getByRole('button', { name: 'Add number' }));
  expect(screen.getByRole('button', { name: 'Remove 1234' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: /iBox Small/ }));
  await userEvent.type(screen.getByLabelText('A 4-digit number'), '7777{Enter}');
  expect(screen.getByText('iBox needs digits that are not all the same.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove 7777' })).not.toBeInTheDocument();
});

test('past the lock on the server clock, betting is closed: the state is announced once and nothing can be placed', async () => {
  stubLottery().on(lotteryNearNumero, ({ gameId }) => near(gameId, -5));
  renderLottery('/lottery?lottoView=betting&lottoGameCode=FAST_1');
  expect(await screen.findByText('Betting closed, drawing soon')).toBeInTheDocument();
  expect(screen.getByText('Betting on draw 20261126-0811 has closed.')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  expect(within(slip()).getByRole('button', { name: 'Betting is closed for this draw' })).toBeDisabled();
});

test('while open, the countdown is a timer that is not read out each second; only its state is a status', async () => {
  stubLottery();
  await openFast();
  const countdown = screen.getAllByTestId('countdown')[0]!;
  expect(within(countdown).getByRole('timer')).toHaveTextContent('00:00:30');
  expect(within(countdown).getByRole('timer')).not.toHaveAttribute('aria-live');
  expect(within(countdown).getByRole('status')).toHaveTextContent('Draw 20261126-0811 is taking bets.');
});

test('a trial account is shown the formal-account warning instead of placing', async () => {
  loginAs(TRIAL, { balance: 0 });
  const server = stubLottery();
  await openFast();
  await userEvent.click(within(screen.getByRole('group', { name: 'Digits 0 to 9' })).getByRole('button', { name: '1' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
  await userEvent.click(within(slip()).getByRole('button', { name: 'Place bets' }));
  expect(commands.commands).toContainEqual({ type: 'openModal', modal: 'trialWarning' });
  expect(server.calls(lotteryBetting)).toEqual([]);
});

test.each(['MY', 'CN'] as const)('%s: the betting view, its slip and panels read in the language, with no code and no English', async (language) => {
  loginAs(MEMBER, { balance: 1_000_000, language });
  stubLottery();
  renderLottery('/vnLottery?lottoView=betting&lottoGameCode=VN_NORTH');
  await screen.findByRole('timer');
  const text = screen.getByTestId('lottery-page').textContent ?? '';
  expect(text).not.toMatch(/VN_|LOTT|DB|G[1-8]\b/);
  expect(text.replace(MEMBER.member!.nickname, '')).not.toMatch(/[A-Za-z]{3,}/);
});

test('VN South draws several provinces at one time: the player picks one, the slip goes on its draw and a chase follows that province', async () => {
  const south = 4203;
  const server = stubLottery()
    .on(lotteryNearNumero, ({ gameId }) => ({
      ...near(gameId, 600, null, [
        currentDraw(gameId, 600, { numero: '20261126-VTA', provinceCode: 'VTA' }),
        currentDraw(gameId, 600, { numero: '20261126-BLI', provinceCode: 'BLI' }),
        currentDraw(gameId, 87_000, { numero: '20261127-DNA', provinceCode: 'DNA' }),
        currentDraw(gameId, 605_400, { numero: '20261203-VTA', provinceCode: 'VTA' }),
      ]),
      currentNumero: currentDraw(gameId, 600, { numero: '20261126-BTR', provinceCode: 'BTR' }),
    }))
    .on(lotteryBetting, order);
  renderLottery('/vnLottery?lottoView=betting&lottoGameCode=VN_SOUTH');
  const provinces = await screen.findByRole('radiogroup', { name: 'Province' });
  expect(within(provinces).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Ben Tre', 'Vung Tau', 'Bac Lieu']);
  expect(within(provinces).getByRole('radio', { name: 'Ben Tre' })).toBeChecked();
  await userEvent.click(within(provinces).getByRole('radio', { name: 'Vung Tau' }));
  await userEvent.click(screen.getByRole('radio', { name: /De, special prize/ }));
  await userEvent.click(within(screen.getByRole('group', { name: 'Numbers 00 to 99' })).getByRole('button', { name: '39' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
  await userEvent.type(within(slip()).getByLabelText('Stake per unit (K)'), '1');
  // Vung Tau's own next draw is the only one a chase can add (Dong Nai is another province).
  expect(within(within(slip()).getByLabelText('Draws')).getAllByRole('option')).toHaveLength(2);
  await userEvent.selectOptions(within(slip()).getByLabelText('Draws'), 'Chase 2 draws');
  await userEvent.click(within(slip()).getByRole('button', { name: 'Place bets' }));
  await within(slip()).findByRole('status');
  expect(server.calls(lotteryBetting)).toEqual([expect.objectContaining({ gameId: south, numero: '20261126-VTA', chase: { draws: 2, winStop: true } })]);
});
