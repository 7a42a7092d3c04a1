import { screen } from '@testing-library/react';
import { creditReport } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import { loginDemo, renderPage } from '../../testing/shell';
import { CreditReport } from '.';

test('shows the lifetime figures', async () => {
  loginDemo();
  stubEndpoints().on(creditReport, { deposits: 1_000_000, withdrawals: 250_000, validBet: 400_000, winLoss: -12_345, memberSince: '2024-12-31T20:00:00Z', level: 1 });
  renderPage(<CreditReport />, '/member/creditReport');
  expect(await screen.findByTestId('credit-deposits')).toHaveTextContent('K 10,000.00');
  expect(screen.getByTestId('credit-withdrawals')).toHaveTextContent('K 2,500.00');
  expect(screen.getByTestId('credit-level')).toHaveTextContent('VIP 1');
  expect(screen.getByText('1 Jan 2025')).toBeInTheDocument(); // 20:00 UTC on 31 Dec is 02:30 on 1 Jan in Myanmar
  expect(screen.getByText('K -123.45')).toBeInTheDocument();
});
