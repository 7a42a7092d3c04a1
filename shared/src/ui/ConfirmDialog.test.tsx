import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODAL_OPEN_DELAY_MS } from '../constants';
import { initI18n } from '@portal/kernel';
import { ConfirmDialog } from '.';

// The kit's own texts come from the shared namespace; these tests read them in English.
beforeAll(() => initI18n('EN'));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderShown(ui: React.ReactElement) {
  render(ui);
  act(() => jest.advanceTimersByTime(MODAL_OPEN_DELAY_MS));
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

describe('ConfirmDialog', () => {
  it('asks, described by its message, and reports the choice', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const u = renderShown(
      <ConfirmDialog open title="Logout" message="Do you want to log out?" onConfirm={onConfirm} onCancel={onCancel} />,
    );

    const dialog = screen.getByRole('alertdialog', { name: 'Logout' });
    expect(dialog).toHaveAccessibleDescription('Do you want to log out?');

    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await u.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('as a warning notice has one confirm button, a warning icon, and closing confirms', async () => {
    const onConfirm = jest.fn();
    const u = renderShown(<ConfirmDialog open tone="warning" title="Trial account" message="Trial accounts cannot do this." onConfirm={onConfirm} />);

    expect(screen.getByRole('alertdialog', { name: 'Trial account' })).toBeInTheDocument();

    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Close' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
