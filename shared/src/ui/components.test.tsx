import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '@portal/kernel';
import { Button, ErrorState, Skeleton, Spinner, Tabs, TextField } from '.';

// The kit's own texts come from the shared namespace; these tests read them in English.
beforeAll(() => initI18n('EN'));

describe('Button', () => {
  it('does not submit a form unless asked, and blocks clicks while loading', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');

    rerender(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('TextField', () => {
  it('labels its input and shows the error under it, marking the input invalid', () => {
    const { rerender } = render(<TextField label="Username" hint="4 to 16 letters or digits" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('4 to 16 letters or digits');

    rerender(<TextField label="Username" error="username: must be 4 to 16 letters or digits" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('username: must be 4 to 16 letters or digits');
    expect(screen.getByRole('alert')).toHaveTextContent('username: must be 4 to 16 letters or digits');
  });
});

describe('Tabs', () => {
  function Records() {
    const [tab, setTab] = useState('deposit');
    return (
      <Tabs
        label="Records"
        value={tab}
        onChange={setTab}
        items={[
          { id: 'deposit', label: 'Deposit' },
          { id: 'withdraw', label: 'Withdraw', disabled: true },
          { id: 'transfer', label: 'Transfer' },
        ]}
      >
        {`${tab} records`}
      </Tabs>
    );
  }

  it('selects by click and by arrow keys, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Records />);
    expect(screen.getByRole('tablist', { name: 'Records' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Deposit' })).toHaveTextContent('deposit records');

    await user.click(screen.getByRole('tab', { name: 'Transfer' }));
    expect(screen.getByRole('tabpanel', { name: 'Transfer' })).toHaveTextContent('transfer records');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Transfer' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('ErrorState', () => {
  it('announces the message and retries on request', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="This section could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('Spinner and Skeleton', () => {
  it('the spinner is a loading status; the skeleton stays out of the accessibility tree', () => {
    const { container } = render(
      <>
        <Spinner />
        <Skeleton lines={3} />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
  });
});

describe('kit texts', () => {
  it('follow the current language, live', async () => {
    await initI18n('MY');
    render(<ErrorState message="x" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'ထပ်မံကြိုးစားမည်' })).toBeInTheDocument();

    await act(() => initI18n('CN'));
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    await act(() => initI18n('EN'));
  });
});
