import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MODAL_OPEN_DELAY_MS } from '../constants';
import { initI18n } from '@portal/kernel';
import { Button, Modal } from '.';

// The kit's own texts come from the shared namespace; these tests read them in English.
beforeAll(() => initI18n('EN'));

function LoginDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log in</Button>
      <Modal open={open} title="Login" onClose={() => setOpen(false)}>
        <input aria-label="Username" />
      </Modal>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

async function openModal() {
  const u = user();
  render(<LoginDemo />);
  await u.click(screen.getByRole('button', { name: 'Log in' }));
  act(() => jest.advanceTimersByTime(MODAL_OPEN_DELAY_MS));
  return u;
}

describe('Modal', () => {
  it('appears only after the opening delay, as a labelled modal dialog with focus inside', async () => {
    const u = user();
    render(<LoginDemo />);
    await u.click(screen.getByRole('button', { name: 'Log in' }));

    act(() => jest.advanceTimersByTime(MODAL_OPEN_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('does not close on a click outside it', async () => {
    const u = await openModal();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;

    await u.click(backdrop);
    await u.click(document.body);

    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    const u = await openModal();
    await u.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const u = await openModal();
    await u.type(screen.getByRole('textbox', { name: 'Username' }), 'demo{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const u = await openModal();
    const username = screen.getByRole('textbox', { name: 'Username' });
    const close = screen.getByRole('button', { name: 'Close' });
    await u.tab();
    expect(close).toHaveFocus();
    await u.tab();
    expect(username).toHaveFocus();
    await u.tab();
    expect(close).toHaveFocus();
  });
});
