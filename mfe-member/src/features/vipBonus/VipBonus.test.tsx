import { screen } from '@testing-library/react';
import { vipStatus, type VipLevel } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import { loginDemo, renderPage } from '../../testing/shell';
import { VipBonus } from '.';
import { vipProgress } from './progress';

const levels: VipLevel[] = [
  { level: 0, name: 'Bronze', validBet: 0, upgradeBonus: 0, monthlyBonus: 0 },
  { level: 1, name: 'Silver', validBet: 100_000, upgradeBonus: 5_000, monthlyBonus: 1_000 },
  { level: 2, name: 'Gold', validBet: 500_000, upgradeBonus: 20_000, monthlyBonus: 5_000 },
];

beforeAll(() => loginDemo());

test('progress runs from the current level to the next', () => {
  expect(vipProgress({ level: 1, name: 'Silver', nextLevel: 2, validBetTotal: 300_000, nextLevelAt: 500_000, levels })).toBe(50);
  expect(vipProgress({ level: 2, name: 'Gold', nextLevel: null, validBetTotal: 900_000, nextLevelAt: null, levels })).toBe(100);
});

test('shows the level, what is left to the next one, and every level', async () => {
  stubEndpoints().on(vipStatus, { level: 1, name: 'Silver', nextLevel: 2, validBetTotal: 300_000, nextLevelAt: 500_000, levels });
  renderPage(<VipBonus />, '/member/vipBonus');
  expect(await screen.findByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute('aria-valuenow', '50');
  expect(screen.getByText('K 2,000.00 more valid bets reach VIP 2 (so far K 3,000.00).')).toBeInTheDocument();
  expect(screen.getByTestId('vip-level-2')).toHaveTextContent('K 200.00');
});
