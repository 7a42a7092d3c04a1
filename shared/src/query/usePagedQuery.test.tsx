import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loginDemo } from '../testing';
import { usePagedQuery, type PageAnswer } from '.';

interface Game {
  id: string;
  name: string;
}
const game = (id: string): Game => ({ id, name: `Game ${id}` });

function server() {
  const calls: Array<{ keyword: string; page: number; signal: AbortSignal; answer(value: PageAnswer<Game>): Promise<void>; fail(): Promise<void> }> = [];
  const load = (keyword: string, page: number, signal: AbortSignal) =>
    new Promise<PageAnswer<Game>>((resolve, reject) => {
      calls.push({ keyword, page, signal, answer: (value) => act(async () => resolve(value)), fail: () => act(async () => reject(new Error('down'))) });
    });
  return { calls, load, last: () => calls[calls.length - 1]! };
}

function GameList({ load }: { load: ReturnType<typeof server>['load'] }) {
  const [keyword, setKeyword] = useState('');
  const [shown, setShown] = useState(true);
  const list = usePagedQuery((page, signal) => load(keyword, page, signal), [keyword], { enabled: shown, keyOf: (g) => g.id });
  return (
    <section>
      <button onClick={() => setKeyword('dragon')}>Search dragon</button>
      <button onClick={() => setShown(!shown)}>Toggle</button>
      <p data-testid="status">{list.status}</p>
      {list.status === 'failed' && <button onClick={list.retry}>Retry</button>}
      <ul>
        {list.items.map((g) => (
          <li key={g.id}>{g.name}</li>
        ))}
      </ul>
      {list.loadingMore && <p role="status">Loading more…</p>}
      {list.moreFailed && <p role="alert">More games could not be loaded.</p>}
      {list.hasMore && <button onClick={list.loadMore}>More</button>}
    </section>
  );
}

const names = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const more = () => userEvent.click(screen.getByRole('button', { name: 'More' }));

beforeEach(() => loginDemo());

test('the first page, then each next page appended until the last; an item the list already has is not listed twice', async () => {
  const api = server();
  render(<GameList load={api.load} />);
  expect(screen.getByTestId('status')).toHaveTextContent('loading');
  await api.last().answer({ content: [game('1'), game('2')], totalPages: 3 });
  expect(names()).toEqual(['Game 1', 'Game 2']);
  await more();
  expect(screen.getByRole('status')).toHaveTextContent('Loading more…');
  expect(api.last().page).toBe(2);
  await api.last().answer({ content: [game('2'), game('3')], totalPages: 3 });
  expect(names()).toEqual(['Game 1', 'Game 2', 'Game 3']);
  await more();
  await api.last().answer({ content: [game('4')], totalPages: 3 });
  expect(names()).toEqual(['Game 1', 'Game 2', 'Game 3', 'Game 4']);
  expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
});

test('two "more" in one tick ask for one page', async () => {
  const api = server();
  render(<GameList load={api.load} />);
  await api.last().answer({ content: [game('1')], totalPages: 3 });
  const button = screen.getByRole('button', { name: 'More' });
  act(() => {
    button.click();
    button.click();
  });
  expect(api.calls.map((call) => call.page)).toEqual([1, 2]);
});

test('a new query starts again from page 1 and drops the page still coming for the old one', async () => {
  const api = server();
  render(<GameList load={api.load} />);
  await api.last().answer({ content: [game('1')], totalPages: 2 });
  await more();
  const stale = api.last();
  await userEvent.click(screen.getByRole('button', { name: 'Search dragon' }));
  expect(stale.signal.aborted).toBe(true);
  expect(names()).toEqual([]);
  expect(screen.getByTestId('status')).toHaveTextContent('loading');
  expect(api.last()).toMatchObject({ keyword: 'dragon', page: 1 });
  await api.last().answer({ content: [game('9')], totalPages: 1 });
  await stale.answer({ content: [game('2')], totalPages: 2 });
  expect(names()).toEqual(['Game 9']);
});

test('a failed first page offers a retry; a failed next page keeps the list and asks for the same page again', async () => {
  const api = server();
  render(<GameList load={api.load} />);
  await api.last().fail();
  expect(screen.getByTestId('status')).toHaveTextContent('failed');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await api.last().answer({ content: [game('1')], totalPages: 2 });
  await more();
  await api.last().fail();
  expect(screen.getByRole('alert')).toHaveTextContent('More games could not be loaded.');
  expect(names()).toEqual(['Game 1']);
  await more();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(api.last().page).toBe(2);
  await api.last().answer({ content: [game('2')], totalPages: 2 });
  expect(names()).toEqual(['Game 1', 'Game 2']);
});

test('a disabled list asks for nothing', async () => {
  const api = server();
  render(<GameList load={api.load} />);
  await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
  expect(api.calls[0]!.signal.aborted).toBe(true);
  expect(screen.getByTestId('status')).toHaveTextContent('idle');
  await api.calls[0]!.answer({ content: [game('1')], totalPages: 1 });
  expect(names()).toEqual([]);
  expect(api.calls).toHaveLength(1);
});
