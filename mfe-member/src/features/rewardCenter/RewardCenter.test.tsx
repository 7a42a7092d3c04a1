import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MCSFE_claimIssuedPromotion, MCSFE_getClaimPromotion, type ClaimIssuedAnswer, type ClaimPromotionItem } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { apiError, inTurn, loginDemo, renderPage, shell } from '../../testing/shell';
import { RewardCenter } from '.';

const toClaim: ClaimPromotionItem = {
  rewardId: 7,
  promotionId: 1,
  promotionType: 'FIRST_DEPOSIT',
  title: 'First deposit 100%',
  amount: 10_000,
  status: 'I',
  // 20:00 UTC is 02:30 the next day on the site's clock (UTC+06:30).
  issuedTime: '2026-11-20T20:00:00.000Z',
  claimedTime: null,
  turnoverMultiplier: 15,
  // The bonus and the deposit it was issued on.
  locks: 20_000,
  turnoverRequired: 150_000,
  turnover: null,
};

const claimed: ClaimPromotionItem = {
  rewardId: 3,
  promotionId: 2,
  promotionType: 'SIGNUP',
  title: 'Welcome activity',
  amount: 5_000,
  status: 'C',
  issuedTime: '2026-11-01T03:00:00.000Z',
  claimedTime: '2026-11-02T03:00:00.000Z',
  turnoverMultiplier: 10,
  locks: 5_000,
  turnoverRequired: 50_000,
  turnover: { required: 50_000, progress: 12_500, status: 'IN_PROCESS', startTime: '2026-11-02T03:00:00.000Z' },
};

const paid: ClaimIssuedAnswer = {
  rewardId: 7,
  amount: 10_000,
  balance: 60_000,
  turnover: { required: 150_000, progress: 0, status: 'IN_PROCESS', startTime: '2026-11-21T05:00:00.000Z' },
};

let server: EndpointStubs;

beforeEach(() => {
  loginDemo();
  server = stubEndpoints().on(MCSFE_getClaimPromotion, [toClaim, claimed]);
});

const openClaimed = async () => userEvent.click(await screen.findByRole('tab', { name: /^Claimed/ }));

test('a reward issued while the page is open (the pushed red dot moves) is listed without a reload', async () => {
  renderPage(<RewardCenter />, '/member/rewardCenter');
  await screen.findByTestId('reward-7');
  server.on(MCSFE_getClaimPromotion, [{ ...toClaim, rewardId: 8, title: 'Reload bonus 10%' }, toClaim, claimed]);
  act(() => shell.setCounts({ rewards: 2 }));
  expect(await screen.findByTestId('reward-8')).toHaveTextContent('Reload bonus 10%');
  expect(screen.getByRole('tab', { name: 'To claim (2)' })).toBeInTheDocument();
});

test('lists the rewards to claim and the claimed ones with their turnover, every kind asked', async () => {
  renderPage(<RewardCenter />, '/member/rewardCenter');
  const reward = await screen.findByTestId('reward-7');
  expect(server.calls(MCSFE_getClaimPromotion)).toEqual([{}]);
  expect(screen.getByRole('tab', { name: 'To claim (1)' })).toHaveAttribute('aria-selected', 'true');
  expect(within(reward).getByRole('heading', { name: 'First deposit 100%' })).toBeInTheDocument();
  expect(reward).toHaveTextContent('First-deposit bonus');
  expect(reward).toHaveTextContent('K 100.00');
  expect(reward).toHaveTextContent('Issued21 Nov 2026, 02:30');
  expect(reward).toHaveTextContent('Once claimed, K 1,500.00 of valid bets (15× the bonus) are needed before a withdrawal.');
  expect(screen.queryByTestId('reward-3')).not.toBeInTheDocument();
  expect(screen.getByText(/A claimed bonus locks part of your balance until its turnover is met; the rest can be withdrawn/)).toBeInTheDocument();

  await openClaimed();
  const done = screen.getByTestId('reward-3');
  expect(done).toHaveTextContent('Sign-up activity');
  expect(done).toHaveTextContent('Claimed2 Nov 2026, 09:30');
  expect(within(done).getByText('In progress')).toBeInTheDocument();
  const bar = within(done).getByRole('progressbar', { name: 'Turnover' });
  expect(bar).toHaveAttribute('aria-valuenow', '25');
  expect(bar).toHaveAttribute('aria-valuetext', 'K 125.00 of K 500.00 valid bets (25%)');
  expect(within(done).getByText('K 125.00 of K 500.00 valid bets (25%)')).toBeInTheDocument();
  expect(within(done).queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
});

test('a met turnover reads as completed and full', async () => {
  server.on(MCSFE_getClaimPromotion, [{ ...claimed, turnover: { ...claimed.turnover!, progress: 61_000, status: 'COMPLETED' } }]);
  renderPage(<RewardCenter />, '/member/rewardCenter');
  await openClaimed();
  const done = await screen.findByTestId('reward-3');
  expect(within(done).getByText('Completed')).toBeInTheDocument();
  expect(within(done).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(within(done).getByText('K 500.00 of K 500.00 valid bets (100%)')).toBeInTheDocument();
});

test('Claim first says which amount becomes locked and for how much play; Cancel claims nothing', async () => {
  renderPage(<RewardCenter />, '/member/rewardCenter');
  await userEvent.click(await screen.findByRole('button', { name: 'Claim First deposit 100%' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Claim First deposit 100%?' });
  expect(dialog).toHaveTextContent(
    'Claiming adds K 100.00 to your main wallet. K 200.00 of your balance (this bonus and the deposit it came with) then stays locked until you have played K 1,500.00 in valid bets; the rest of your balance can still be withdrawn.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(server.calls(MCSFE_claimIssuedPromotion)).toEqual([]);
  expect(screen.getByRole('tab', { name: 'To claim (1)' })).toBeInTheDocument();
});

test('claiming sends once, even on a double click, and moves the reward to claimed with its turnover', async () => {
  let answer!: (value: ClaimIssuedAnswer) => void;
  server.on(MCSFE_claimIssuedPromotion, () => new Promise<ClaimIssuedAnswer>((resolve) => (answer = resolve)));
  renderPage(<RewardCenter />, '/member/rewardCenter');
  const button = await screen.findByRole('button', { name: 'Claim First deposit 100%' });
  await userEvent.click(button);
  await userEvent.dblClick(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Claim and lock' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(server.calls(MCSFE_claimIssuedPromotion)).toEqual([{ promotionClaimId: 7, promotionType: 'FIRST_DEPOSIT' }]);

  answer(paid);
  expect(await screen.findByTestId('reward-paid')).toHaveTextContent(
    'K 100.00 from First deposit 100% is in your main wallet. K 200.00 stays locked until you have played K 1,500.00 in valid bets.',
  );
  expect(screen.queryByTestId('reward-7')).not.toBeInTheDocument();
  expect(screen.getByText('Nothing to claim right now. Join a promotion to earn rewards.')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'To claim (0)' })).toBeInTheDocument();

  await openClaimed();
  const moved = screen.getByTestId('reward-7');
  expect(moved).toHaveTextContent('Claimed21 Nov 2026, 11:30');
  expect(within(moved).getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute('aria-valuenow', '0');
  expect(within(moved).getByText('K 0.00 of K 1,500.00 valid bets (0%)')).toBeInTheDocument();
  // One list load: the move comes from the claim's answer, and nothing asks for the balance.
  expect(server.calls(MCSFE_getClaimPromotion)).toHaveLength(1);
  expect(server.calls(MCSFE_claimIssuedPromotion)).toHaveLength(1);
});

test('a reward without turnover locks nothing and is claimed without asking', async () => {
  server
    .on(MCSFE_getClaimPromotion, [{ ...toClaim, turnoverMultiplier: 0, locks: 0, turnoverRequired: 0 }])
    .on(MCSFE_claimIssuedPromotion, { ...paid, turnover: null });
  renderPage(<RewardCenter />, '/member/rewardCenter');
  await userEvent.click(await screen.findByRole('button', { name: 'Claim First deposit 100%' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(await screen.findByTestId('reward-paid')).toHaveTextContent('K 100.00 from First deposit 100% is in your main wallet.');
  expect(server.calls(MCSFE_claimIssuedPromotion)).toHaveLength(1);
});

test('a refusal shows the server message and leaves the reward to claim; a retry can succeed', async () => {
  server.on(MCSFE_claimIssuedPromotion, inTurn<ClaimIssuedAnswer>(apiError('promotion.budget.exhausted', 'This promotion has run out of budget.'), { ...paid, turnover: null }));
  renderPage(<RewardCenter />, '/member/rewardCenter');
  await userEvent.click(await screen.findByRole('button', { name: 'Claim First deposit 100%' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Claim and lock' }));
  const reward = screen.getByTestId('reward-7');
  expect(await within(reward).findByRole('alert')).toHaveTextContent('This promotion has run out of budget.');
  expect(screen.queryByText('promotion.budget.exhausted')).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'To claim (1)' })).toBeInTheDocument();
  expect(screen.queryByTestId('reward-paid')).not.toBeInTheDocument();

  await userEvent.click(within(reward).getByRole('button', { name: 'Claim First deposit 100%' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Claim and lock' }));
  expect(await screen.findByTestId('reward-paid')).toHaveTextContent('K 100.00 from First deposit 100% is in your main wallet.');
  await openClaimed();
  expect(within(screen.getByTestId('reward-7')).getByText('No turnover needed: you may withdraw it at any time.')).toBeInTheDocument();
});

test('with nothing in either tab, each says so and links to the promotions', async () => {
  server.on(MCSFE_getClaimPromotion, []);
  renderPage(<RewardCenter />, '/member/rewardCenter');
  expect(await screen.findByText('Nothing to claim right now. Join a promotion to earn rewards.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See promotions' })).toHaveAttribute('href', '/promotions');
  await openClaimed();
  expect(screen.getByText('You have not claimed any rewards yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See promotions' })).toHaveAttribute('href', '/promotions');
});

test('a failed load shows the server message with a retry', async () => {
  server.on(MCSFE_getClaimPromotion, inTurn<ClaimPromotionItem[]>(apiError('system.error', 'Something went wrong on our side.', undefined, 500), [toClaim]));
  renderPage(<RewardCenter />, '/member/rewardCenter');
  expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
  expect(await screen.findByTestId('reward-7')).toBeInTheDocument();
});

test('in Burmese, the default, everything reads in Burmese with the site clock; a new language asks again', async () => {
  act(() => shell.setLanguage('MY'));
  renderPage(<RewardCenter />, '/member/rewardCenter');
  const reward = await screen.findByTestId('reward-7');
  expect(reward).toHaveTextContent('ပထမ ငွေသွင်း ဘောနပ်စ်');
  expect(reward).toHaveTextContent('2026 နို 21 02:30');
  expect(within(reward).getByRole('button', { name: 'First deposit 100% ကို ရယူမည်' })).toHaveTextContent('ရယူမည်');
  await userEvent.click(within(reward).getByRole('button', { name: 'First deposit 100% ကို ရယူမည်' }));
  expect(await screen.findByRole('alertdialog', { name: 'First deposit 100% ကို ရယူမလား။' })).toHaveTextContent('K 200.00 (ဤဘောနပ်စ်နှင့် ၎င်းပါလာသော ငွေသွင်းငွေ) ကို ပိတ်ထားပါမည်');
  await userEvent.click(screen.getByRole('button', { name: 'ယခု မယူပါ' }));
  expect(screen.getByRole('tab', { name: 'ရယူရန် (1)' })).toBeInTheDocument();

  server.on(MCSFE_getClaimPromotion, [{ ...toClaim, title: '首存100%' }]);
  act(() => shell.setLanguage('CN'));
  expect(await screen.findByRole('heading', { name: '首存100%' })).toBeInTheDocument();
  expect(screen.getByTestId('reward-7')).toHaveTextContent('首存红利');
  expect(screen.getByRole('tab', { name: '待领取（1）' })).toBeInTheDocument();
  expect(server.calls(MCSFE_getClaimPromotion)).toHaveLength(2);
});
