import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { claimShellWriter } from '@portal/shared';
import '../../i18n';
import { LotteryPage, lotteryAreaOf } from '.';

const shell = claimShellWriter();

beforeAll(() => {
  shell.setLanguage('EN');
  shell.setSession({ isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: '', type: 0 }, token: 't' });
  shell.setBalance({ balance: 500, decimals: 2, currencySymbol: 'K', masked: true, loading: false });
});

test('each lottery route has its own area and prize mode', () => {
  expect(lotteryAreaOf('/seaLottery')).toMatchObject({ key: 'seaLottery', prizeMode: 'SEA' });
  expect(lotteryAreaOf('/vnLottery').key).toBe('vnLottery');
  expect(lotteryAreaOf('/unknown').key).toBe('lottery');
});

test('shows the game from the launch query by its name and the masked balance; its build is no badge on screen', () => {
  render(
    <MemoryRouter initialEntries={['/vnLottery?gameCode=VN_LOTTO']}>
      <LotteryPage area={lotteryAreaOf('/vnLottery')} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Vietnam Lottery' })).toBeInTheDocument();
  expect(screen.getByTestId('lottery-game')).toHaveTextContent('Vietnam lottery');
  expect(screen.queryByText('VN_LOTTO')).not.toBeInTheDocument();
  expect(screen.getByText('K ****')).toBeInTheDocument();
  // The build's version is for the hot-swap journey, not for the player.
  expect(screen.getByTestId('lottery-page')).toHaveAttribute('data-app-version', '0.0.0-test');
  expect(screen.queryByText(/release|0\.0\.0-test/)).not.toBeInTheDocument();
});

test('a game code this build cannot name is not shown as a raw code', () => {
  render(
    <MemoryRouter initialEntries={['/vnLottery?gameCode=VN_HANOI']}>
      <LotteryPage area={lotteryAreaOf('/vnLottery')} />
    </MemoryRouter>,
  );
  expect(screen.queryByTestId('lottery-game')).not.toBeInTheDocument();
  expect(screen.queryByText('VN_HANOI')).not.toBeInTheDocument();
});

test.each([
  ['MY', '/lottery', 'ထီ'],
  ['MY', '/seaLottery', 'အရှေ့တောင်အာရှ ထီ'],
  ['CN', '/lottery', '彩票'],
  ['CN', '/seaLottery', '东南亚彩票'],
  ['EN', '/seaLottery', 'South-East Asia lottery'],
] as const)('%s %s: the prize mode is named in the language, never its code', (language, path, prizeMode) => {
  act(() => shell.setLanguage(language));
  render(
    <MemoryRouter initialEntries={[path]}>
      <LotteryPage area={lotteryAreaOf(path)} />
    </MemoryRouter>,
  );
  const page = screen.getByTestId('lottery-page');
  expect(page).toHaveTextContent(prizeMode);
  expect(page.textContent).not.toMatch(/\bLOTT\b|prizeModes/);
  // Nothing in Latin letters but the player's own account name.
  if (language !== 'EN') expect(page.textContent?.replace('demo', '')).not.toMatch(/[A-Za-z]{3,}/);
  act(() => shell.setLanguage('EN'));
});
