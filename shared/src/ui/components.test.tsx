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

  it('scrolls its row to the selected tab, so one chosen at the end of a long row is seen selected', () => {
    // jsdom lays nothing out: a 375 px row whose tabs are 100 px each, one after the other.
    const rects = new Map<string, { left: number; right: number }>();
    const original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const list = this.getAttribute('role') === 'tablist' ? this : null;
      const at = list ? { left: 0, right: 375 } : rects.get(this.textContent ?? '');
      const scroll = this.parentElement?.scrollLeft ?? 0;
      const left = list ? at!.left : (at?.left ?? 0) - scroll;
      const right = list ? at!.right : (at?.right ?? 0) - scroll;
      return { left, right, top: 0, bottom: 40, width: right - left, height: 40, x: left, y: 0, toJSON: () => ({}) } as DOMRect;
    };
    try {
      const vendors = ['ALL', 'PG', 'JILI', 'PP', 'FC', 'JDB', 'CQ9', 'KA', 'INHOUSE'].map((id, index) => {
        rects.set(id, { left: index * 100, right: index * 100 + 100 });
        return { id, label: id };
      });
      const { rerender } = render(<Tabs label="Vendors" value="INHOUSE" onChange={() => undefined} items={vendors} />);
      const row = screen.getByRole('tablist', { name: 'Vendors' });
      // INHOUSE spans 800–900: the row scrolls by 525 so that its right edge is the row's.
      expect(row.scrollLeft).toBe(525);
      rerender(<Tabs label="Vendors" value="PG" onChange={() => undefined} items={vendors} />);
      expect(row.scrollLeft).toBe(100);
      // A tab already in view moves nothing.
      rerender(<Tabs label="Vendors" value="JILI" onChange={() => undefined} items={vendors} />);
      expect(row.scrollLeft).toBe(100);
    } finally {
      Element.prototype.getBoundingClientRect = original;
    }
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
