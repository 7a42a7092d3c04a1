import { screen, within } from '@testing-library/react';
import { vipStatus, type VipLevel, type VipStatus } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import { loginDemo, renderPage } from '../../testing/shell';
import { VipBonus } from '.';
import { vipProgress } from './progress';

const levels: VipLevel[] = [
  { level: 0, name: 'Bronze', validBet: 0, upgradeBonus: 0, monthlyBonus: 0 },
  { level: 1, name: 'Silver', validBet: 100_000, upgradeBonus: 5_000, monthlyBonus: 1_000 },
  { level: 2, name: 'Gold', validBet: 500_000, upgradeBonus: 20_000, monthlyBonus: 5_000 },
];

const silver: VipStatus = {
  level: 1,
  name: 'Silver',
  nextLevel: 2,
  validBetTotal: 300_000,
  nextLevelAt: 500_000,
  levels,
  rebateRate: 40,
  rebateRates: [30, 40, 50],
  rewards: [
    // 20:00 UTC is 02:30 the next day on the site's clock (UTC+06:30).
    { rewardId: 9, kind: 'RANK_SALARY', level: 1, period: '2026-11', amount: 1_000, status: 'I', issuedTime: '2026-10-31T20:00:00.000Z' },
    { rewardId: 4, kind: 'UPGRADE_BONUS', level: 1, period: null, amount: 5_000, status: 'C', issuedTime: '2026-10-20T03:00:00.000Z' },
  ],
};

beforeAll(() => loginDemo());

test('progress runs from the current level to the next', () => {
  expect(vipProgress(silver)).toBe(50);
  expect(vipProgress({ ...silver, level: 2, name: 'Gold', nextLevel: null, validBetTotal: 900_000, nextLevelAt: null })).toBe(100);
});

test('shows the level, what is left to the next one, and every level with its rebate rate', async () => {
  stubEndpoints().on(vipStatus, silver);
  renderPage(<VipBonus />, '/member/vipBonus');
  expect(await screen.findByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute('aria-valuenow', '50');
  expect(screen.getByText('K 2,000.00 more valid bets reach VIP 2 (so far K 3,000.00).')).toBeInTheDocument();
  expect(screen.getByTestId('vip-level-2')).toHaveTextContent('K 200.00');
  expect(screen.getByTestId('vip-level-2')).toHaveTextContent('0.5%');
  expect(screen.getByTestId('vip-rebate-rate')).toHaveTextContent('Your manual rebate rate: 0.4% of valid bets.');
});

test('shows what the programme paid, waiting or claimed, and links to the reward centre', async () => {
  stubEndpoints().on(vipStatus, silver);
  renderPage(<VipBonus />, '/member/vipBonus');
  const salary = await screen.findByTestId('vip-reward-9');
  expect(salary).toHaveTextContent('Rank salary 2026-11 · VIP 1');
  expect(salary).toHaveTextContent('K 10.00');
  expect(salary).toHaveTextContent('In your reward centre');
  expect(salary).toHaveTextContent('Issued 1 Nov 2026, 02:30');
  const upgrade = screen.getByTestId('vip-reward-4');
  expect(upgrade).toHaveTextContent('Upgrade bonus · VIP 1');
  expect(within(upgrade).getByText('Claimed')).toBeInTheDocument();
  expect(screen.getByText('1 reward waits in your reward centre.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the reward centre' })).toHaveAttribute('href', '/member/rewardCenter');
});

test('before any level, says how the first bonus comes', async () => {
  stubEndpoints().on(vipStatus, { ...silver, level: 0, name: 'Member', nextLevel: 1, validBetTotal: 0, nextLevelAt: 100_000, rebateRate: 30, rewards: [] });
  renderPage(<VipBonus />, '/member/vipBonus');
  expect(await screen.findByText('Nothing paid yet. Reach VIP 1 for your first upgrade bonus.')).toBeInTheDocument();
  expect(screen.getByText(/arrive in your reward centre, where you claim them/)).toBeInTheDocument();
});
