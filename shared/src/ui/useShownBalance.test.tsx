import { act, render, screen } from '@testing-library/react';
import { setBalance } from '../testing';
import { balanceText, useShownBalance } from '.';

function Shown() {
  return <p data-testid="shown">{useShownBalance()}</p>;
}

test('the balance is the symbol and the amount, **** while masked, — before the first figure', () => {
  const wallet = { balance: 123456, decimals: 2, currencySymbol: 'K', masked: false };
  expect(balanceText(wallet)).toBe('K 1,234.56');
  expect(balanceText({ ...wallet, masked: true })).toBe('K ****');
  expect(balanceText({ ...wallet, balance: null })).toBe('K —');
  expect(balanceText({ ...wallet, balance: null, masked: true })).toBe('K —');
});

test('a page follows the bus: the eye button masks it, a new figure shows, a refresh keeps the last one', () => {
  act(() => setBalance(1_000_000));
  render(<Shown />);
  expect(screen.getByTestId('shown')).toHaveTextContent('K 10,000.00');
  act(() => setBalance({ masked: true }));
  expect(screen.getByTestId('shown')).toHaveTextContent('K ****');
  act(() => setBalance({ masked: false, balance: 50_000, loading: true }));
  expect(screen.getByTestId('shown')).toHaveTextContent('K 500.00');
});
