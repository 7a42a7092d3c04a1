import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { claimShellWriter } from '@portal/shared';
import '../../i18n';
import { LotteryPage, lotteryAreaOf } from '.';

beforeAll(() => {
  const shell = claimShellWriter();
  shell.setLanguage('EN');
  shell.setSession({ isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: '', type: 0 }, token: 't' });
  shell.setBalance({ balance: 500, decimals: 2, currencySymbol: 'K', masked: true, loading: false });
});

test('each lottery route has its own area and prize mode', () => {
  expect(lotteryAreaOf('/seaLottery')).toMatchObject({ key: 'seaLottery', prizeMode: 'SEA' });
  expect(lotteryAreaOf('/vnLottery').key).toBe('vnLottery');
  expect(lotteryAreaOf('/unknown').key).toBe('lottery');
});

test('shows the game from the launch query, the masked balance and its own release', () => {
  render(
    <MemoryRouter initialEntries={['/vnLottery?gameCode=VN_HANOI']}>
      <LotteryPage area={lotteryAreaOf('/vnLottery')} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Vietnam Lottery' })).toBeInTheDocument();
  expect(screen.getByTestId('lottery-game')).toHaveTextContent('VN_HANOI');
  expect(screen.getByText('K ****')).toBeInTheDocument();
  expect(screen.getByTestId('lottery-version')).toHaveTextContent('Lottery release 0.0.0-test');
});
