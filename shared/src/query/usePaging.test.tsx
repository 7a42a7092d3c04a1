import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginDemo } from '../testing';
import { usePaging, useQuery } from '.';

interface Records {
  rows: string[];
  totalPages: number;
}

function server() {
  const calls: Array<{ params: Record<string, unknown>; answer(value: Records): Promise<void> }> = [];
  const list = (params: Record<string, unknown>) =>
    new Promise<Records>((resolve) => calls.push({ params, answer: (value) => act(async () => resolve(value)) }));
  return { calls, list, last: () => calls[calls.length - 1]! };
}

// A records page: a kind filter, a date window, one page at a time.
function Transactions({ list }: { list: ReturnType<typeof server>['list'] }) {
  const paging = usePaging({ kind: '', from: '2026-01-01' });
  const records = useQuery(() => list({ ...paging.filters, pageNo: paging.page }), [paging.key]);
  return (
    <section>
      <label>
        Kind
        <select value={paging.filters.kind} onChange={(event) => paging.setFilter('kind', event.target.value)}>
          <option value="">All</option>
          <option value="deposit">Deposits</option>
        </select>
      </label>
      <button onClick={() => paging.setFilters({ from: '2026-02-01' })}>February</button>
      <button onClick={() => paging.setPage(paging.page + 1)}>Next page</button>
      <p>Page {paging.page}</p>
      <ul>{records.data?.rows.map((row) => <li key={row}>{row}</li>)}</ul>
    </section>
  );
}

beforeEach(() => loginDemo());

test('a page is asked with the filters; a new filter starts again at page 1; the same value changes nothing', async () => {
  const api = server();
  render(<Transactions list={api.list} />);
  expect(api.last().params).toEqual({ kind: '', from: '2026-01-01', pageNo: 1 });
  await api.last().answer({ rows: ['T1'], totalPages: 3 });
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(screen.getByText('Page 3')).toBeInTheDocument();
  expect(api.last().params).toEqual({ kind: '', from: '2026-01-01', pageNo: 3 });
  await userEvent.selectOptions(screen.getByLabelText('Kind'), 'deposit');
  expect(screen.getByText('Page 1')).toBeInTheDocument();
  expect(api.last().params).toEqual({ kind: 'deposit', from: '2026-01-01', pageNo: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  const asked = api.calls.length;
  await userEvent.selectOptions(screen.getByLabelText('Kind'), 'deposit');
  expect(screen.getByText('Page 2')).toBeInTheDocument();
  expect(api.calls).toHaveLength(asked);
  await userEvent.click(screen.getByRole('button', { name: 'February' }));
  expect(screen.getByText('Page 1')).toBeInTheDocument();
  expect(api.last().params).toEqual({ kind: 'deposit', from: '2026-02-01', pageNo: 1 });
});
