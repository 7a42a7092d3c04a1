import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { useSessionCommands } from '../session';
import { BalanceBox } from './BalanceBox';

function Header() {
  useSessionCommands();
  return <BalanceBox />;
}

beforeEach(() => {
  shellWriter.setLanguage('EN');
  shellWriter.setBalance({ balance: 390_991, currency: 'MMK', currencySymbol: 'K', masked: false, loading: false });
});

test('hiding the balance is one toggle button with an eye icon: pressed while the amount is hidden', async () => {
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
  const toggle = screen.getByRole('button', { name: 'Hide balance' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // A drawn eye, not a character that reads as a radio button.
  expect(toggle.textContent).toBe('');
  expect(toggle.querySelector('svg[data-icon="eye"]')).not.toBeNull();
  expect(screen.getByTestId('header-balance')).toHaveTextContent('3,909.91');

  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
  expect(toggle.querySelector('svg[data-icon="eyeOff"]')).not.toBeNull();
  expect(screen.getByTestId('header-balance')).not.toHaveTextContent('3,909.91');

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByTestId('header-balance')).toHaveTextContent('3,909.91');
});
