import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginDemo } from '../testing';
import { DateFilter, defaultRange } from './DateFilter';
import type { DateRange } from './dates';

// A fixed clock: 2025-06-15 10:00 in Myanmar.
const now = () => new Date('2025-06-15T03:30:00Z');

function Harness({ onChange }: { onChange: (range: DateRange) => void }) {
  const [range, setRange] = useState(() => defaultRange(now));
  return (
    <DateFilter
      value={range}
      now={now}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

beforeAll(() => loginDemo());

test('starts on the previous 7 days and each preset gives its exact window, never one ending after today', async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  expect(screen.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByLabelText('From')).toHaveValue('2025-06-09');
  expect(screen.getByLabelText('To')).toHaveValue('2025-06-15');
  // Records are of what happened: a quick pick looks back only.
  const presets = within(screen.getByRole('group', { name: 'Quick ranges' })).getAllByRole('button');
  expect(presets.map((button) => button.textContent)).toEqual(['Previous 7 days', 'Previous 30 days']);
  expect(screen.queryByRole('button', { name: /^Next \d+ days$/ })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
  expect(onChange).toHaveBeenLastCalledWith({ preset: 'prev30', from: '2025-05-17', to: '2025-06-15' });
  expect(screen.getByRole('button', { name: 'Previous 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Previous 7 days' }));
  expect(onChange).toHaveBeenLastCalledWith({ preset: 'prev7', from: '2025-06-09', to: '2025-06-15' });
});

test('the real clock drives the presets too (jest fake timers)', async () => {
  jest.useFakeTimers({ now: new Date('2025-01-01T18:00:00Z') }); // 2025-01-02 00:30 in Myanmar
  const onChange = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  function RealClock() {
    const [range, setRange] = useState(() => defaultRange());
    return <DateFilter value={range} onChange={(next) => (setRange(next), onChange(next))} />;
  }
  render(<RealClock />);
  await user.click(screen.getByRole('button', { name: 'Previous 7 days' }));
  expect(onChange).toHaveBeenLastCalledWith({ preset: 'prev7', from: '2024-12-27', to: '2025-01-02' });
  jest.useRealTimers();
});

test('a custom window is at most 31 days and must not run backwards', async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  const from = screen.getByLabelText('From');
  const to = screen.getByLabelText('To');
  await userEvent.clear(from);
  await userEvent.type(from, '2025-05-01');
  await userEvent.clear(to);
  await userEvent.type(to, '2025-06-01'); // 32 days
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please choose at most 31 days.');
  expect(onChange).not.toHaveBeenCalled();

  await userEvent.clear(to);
  await userEvent.type(to, '2025-04-30');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The start date must not be after the end date.');

  await userEvent.clear(to);
  await userEvent.type(to, '2025-05-31'); // 31 days
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(onChange).toHaveBeenLastCalledWith({ preset: 'custom', from: '2025-05-01', to: '2025-05-31' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
