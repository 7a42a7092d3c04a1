import { act, render, screen } from '@testing-library/react';
import '../../i18n';
import './i18n';
import { shellWriter } from '../../app/shellWriter';
import { NotificationToasts } from './NotificationToasts';

beforeAll(() => {
  shellWriter.setLanguage('EN');
  shellWriter.setBalance({ currencySymbol: 'K', decimals: 2 });
});

test('a notification shows as a toast with its amount, and goes after a few seconds', () => {
  jest.useFakeTimers();
  render(<NotificationToasts />);
  act(() => shellWriter.notify({ type: 'depositCredited', amount: 50_000, at: '2026-11-21T10:00:00.000Z' }));
  expect(screen.getByRole('status')).toHaveTextContent('Deposit credited');
  expect(screen.getByRole('status')).toHaveTextContent('K 500.00');
  act(() => jest.advanceTimersByTime(8_000));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  jest.useRealTimers();
});
