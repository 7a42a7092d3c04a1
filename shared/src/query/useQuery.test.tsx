import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorState } from '../ui';
import { apiError, loginDemo } from '../testing';
import { useQuery, type QueryOptions } from '.';

/** A stand-in server whose answers the test gives, call by call. */
function server<T>() {
  const calls: Array<{ query: string; signal: AbortSignal; answer(value: T): Promise<void>; fail(error: unknown): Promise<void> }> = [];
  const load = (query: string, signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({
        query,
        signal,
        answer: (value) => act(async () => resolve(value)),
        fail: (error) => act(async () => reject(error)),
      });
    });
  return { calls, load, last: () => calls[calls.length - 1]! };
}

function Orders({ load, options }: { load: (query: string, signal: AbortSignal) => Promise<string[]>; options?: QueryOptions<string[]> }) {
  const [status, setStatus] = useState('open');
  const orders = useQuery((signal) => load(status, signal), [status], options);
  return (
    <section>
      <button onClick={() => setStatus('open')}>Open</button>
      <button onClick={() => setStatus('paid')}>Paid</button>
      <button onClick={() => orders.setData((list) => [...(list ?? []), 'new order'])}>Add</button>
      {orders.loading && <p role="status">Loading…</p>}
      {orders.status === 'failed' && <ErrorState message={orders.error ?? 'Could not load the orders.'} onRetry={orders.retry} />}
      {orders.data && (
        <ul aria-busy={orders.loading}>
          {orders.data.map((order) => (
            <li key={order}>{order}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

const items = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

beforeEach(() => loginDemo());

test('shows loading, then the answer', async () => {
  const api = server<string[]>();
  render(<Orders load={api.load} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(api.calls.map((call) => call.query)).toEqual(['open']);
  await api.last().answer(['D1', 'D2']);
  expect(items()).toEqual(['D1', 'D2']);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a failure shows the server\'s message (or the page\'s own for a non-server error); retry asks again', async () => {
  const api = server<string[]>();
  render(<Orders load={api.load} />);
  await api.last().fail(apiError('network', 'Network link is abnormal, please try again', undefined, 0));
  expect(screen.getByText('Network link is abnormal, please try again')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(api.calls).toHaveLength(2);
  await api.last().fail(new TypeError('content is undefined'));
  expect(screen.getByText('Could not load the orders.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await api.last().answer(['D1']);
  expect(items()).toEqual(['D1']);
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('a new query aborts the previous call, and a late answer of the older query is never shown', async () => {
  const api = server<string[]>();
  render(<Orders load={api.load} />);
  const first = api.last();
  await userEvent.click(screen.getByRole('button', { name: 'Paid' }));
  expect(first.signal.aborted).toBe(true);
  expect(api.last().query).toBe('paid');
  await api.last().answer(['P1']);
  // The older call ignored its signal and answers last.
  await first.answer(['O1']);
  expect(items()).toEqual(['P1']);
});

test('the last answer stays (marked busy) while the next query loads; with keepData: false it goes', async () => {
  const api = server<string[]>();
  const { unmount } = render(<Orders load={api.load} />);
  await api.last().answer(['O1']);
  await userEvent.click(screen.getByRole('button', { name: 'Paid' }));
  expect(items()).toEqual(['O1']);
  expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  await api.last().fail(apiError('network', 'No network', undefined, 0));
  expect(items()).toEqual(['O1']);
  unmount();

  render(<Orders load={api.load} options={{ keepData: false }} />);
  await api.last().answer(['O1']);
  await userEvent.click(screen.getByRole('button', { name: 'Paid' }));
  expect(items()).toEqual([]);
  expect(screen.getByRole('status')).toBeInTheDocument();
});

test('leaving the page aborts the call out', async () => {
  const api = server<string[]>();
  const { unmount } = render(<Orders load={api.load} />);
  unmount();
  expect(api.last().signal.aborted).toBe(true);
});

test('setData shows a change at once (an optimistic update)', async () => {
  const api = server<string[]>();
  render(<Orders load={api.load} />);
  await api.last().answer(['O1']);
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(items()).toEqual(['O1', 'new order']);
  expect(api.calls).toHaveLength(1);
});

function Profile({ load }: { load: (query: string, signal: AbortSignal) => Promise<string> }) {
  const [open, setOpen] = useState(false);
  const profile = useQuery((signal) => load('profile', signal), [], { enabled: open });
  return (
    <>
      <button onClick={() => setOpen(!open)}>{open ? 'Hide' : 'Show'} profile</button>
      <p data-testid="profile">{profile.status === 'idle' ? 'hidden' : profile.status === 'ready' ? profile.data : 'loading'}</p>
    </>
  );
}

test('a disabled query loads nothing until enabled; disabling it aborts the call out', async () => {
  const api = server<string>();
  render(<Profile load={api.load} />);
  expect(screen.getByTestId('profile')).toHaveTextContent('hidden');
  expect(api.calls).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Show profile' }));
  expect(screen.getByTestId('profile')).toHaveTextContent('loading');
  await api.last().answer('Demo');
  expect(screen.getByTestId('profile')).toHaveTextContent('Demo');
  await userEvent.click(screen.getByRole('button', { name: 'Hide profile' }));
  await userEvent.click(screen.getByRole('button', { name: 'Show profile' }));
  await userEvent.click(screen.getByRole('button', { name: 'Hide profile' }));
  expect(api.last().signal.aborted).toBe(true);
  expect(screen.getByTestId('profile')).toHaveTextContent('hidden');
});
