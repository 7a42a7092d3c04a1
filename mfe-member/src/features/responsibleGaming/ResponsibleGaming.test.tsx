import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { protectionExclude, protectionHistory, protectionSetLimit, protectionSetRealityCheck, protectionStatus, type ProtectionHistory, type ProtectionLimit, type ProtectionStatus } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { inTurn, loginDemo, renderPage, setBalance } from '../../testing/shell';
import { ResponsibleGaming } from '.';

const RESETS = '2026-11-29T17:30:00.000Z'; // midnight in Myanmar
const LATER = '2026-11-30T04:00:00.000Z'; // 10:30 in Myanmar

const limit = (overrides: Partial<ProtectionLimit>): ProtectionLimit => ({
  kind: 'deposit',
  period: 'day',
  amount: null,
  pending: null,
  used: 0,
  remaining: null,
  resetsAt: RESETS,
  ...overrides,
});

const dailyDeposit = limit({ amount: 500_000, used: 400_000, remaining: 100_000 });
const weeklyLoss = limit({ kind: 'loss', period: 'week', amount: 1_000_000, used: 0, remaining: 1_000_000, pending: { amount: 2_000_000, appliesAt: LATER } });
const status: ProtectionStatus = { limits: [dailyDeposit, weeklyLoss], exclusion: null, realityCheckMinutes: 60 };

let server: EndpointStubs;

beforeEach(() => {
  loginDemo();
  setBalance({ currencySymbol: 'K' });
  server = stubEndpoints().on(protectionStatus, status).on(protectionHistory, []);
});

const page = () => renderPage(<ResponsibleGaming />, '/member/responsibleGaming');

test('lists the limits in force, what is left, and a raise waiting with the time it applies', async () => {
  page();
  const deposit = await screen.findByTestId('limit-deposit-day');
  expect(deposit).toHaveTextContent('Deposit limit per day');
  expect(deposit).toHaveTextContent('K 5,000.00');
  expect(deposit).toHaveTextContent('Used K 4,000.00. K 1,000.00 left until');
  expect(within(deposit).queryByTestId('limit-pending')).not.toBeInTheDocument();

  const loss = screen.getByTestId('limit-loss-week');
  expect(loss).toHaveTextContent('Loss limit per week');
  expect(loss).toHaveTextContent('K 10,000.00');
  expect(within(loss).getByTestId('limit-pending')).toHaveTextContent('Changes to K 20,000.00 on 30 Nov 2026, 10:30');
});

test('a lower limit applies at once; a higher one says when it will apply', async () => {
  const lowered: ProtectionStatus = { limits: [{ ...dailyDeposit, amount: 300_000, remaining: 0 }, weeklyLoss], exclusion: null, realityCheckMinutes: 60 };
  const raised: ProtectionStatus = { limits: [{ ...dailyDeposit, pending: { amount: 800_000, appliesAt: LATER } }, weeklyLoss], exclusion: null, realityCheckMinutes: 60 };
  server.on(protectionSetLimit, inTurn(lowered, raised));
  page();
  const form = await screen.findByTestId('limit-form');
  // The periods read as choices, not as the contract's codes.
  expect(within(within(form).getByLabelText('Period')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Per day', 'Per week (Monday to Sunday)', 'Per calendar month']);

  await userEvent.type(within(form).getByLabelText('Amount'), '3000');
  await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
  expect(server.calls(protectionSetLimit)).toEqual([{ kind: 'deposit', period: 'day', amount: 300_000 }]);
  expect(await within(form).findByTestId('limit-saved')).toHaveTextContent('Your limit applies now.');
  expect(screen.getByTestId('limit-deposit-day')).toHaveTextContent('K 3,000.00');

  await userEvent.type(within(form).getByLabelText('Amount'), '8000');
  await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
  expect(server.calls(protectionSetLimit)[1]).toEqual({ kind: 'deposit', period: 'day', amount: 800_000 });
  expect(await within(form).findByText('Saved. Your current limit stays until 30 Nov 2026, 10:30; the new one applies then.')).toBeInTheDocument();
  const deposit = screen.getByTestId('limit-deposit-day');
  expect(deposit).toHaveTextContent('K 5,000.00');
  expect(within(deposit).getByTestId('limit-pending')).toHaveTextContent('Changes to K 8,000.00 on 30 Nov 2026, 10:30');
});

test('a session limit is in minutes, checked before it is sent', async () => {
  server.on(protectionSetLimit, { limits: [...status.limits, limit({ kind: 'session', period: 'session', amount: 90, resetsAt: null })], exclusion: null, realityCheckMinutes: 60 });
  page();
  const form = await screen.findByTestId('limit-form');
  await userEvent.selectOptions(within(form).getByLabelText('Limit'), 'Session time limit');
  expect(within(form).queryByLabelText('Period')).not.toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Minutes per session'), '2000');
  await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
  expect(within(form).getByText('Enter 1 to 1440 minutes.')).toBeInTheDocument();
  expect(server.calls(protectionSetLimit)).toEqual([]);

  await userEvent.clear(within(form).getByLabelText('Minutes per session'));
  await userEvent.type(within(form).getByLabelText('Minutes per session'), '90');
  await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
  expect(server.calls(protectionSetLimit)).toEqual([{ kind: 'session', amount: 90 }]);
  expect(await screen.findByTestId('limit-session-session')).toHaveTextContent('90 min');
});

test('a cool-off is taken only after a confirmation that says it cannot be shortened; then its end shows', async () => {
  server.on(protectionExclude, { ...status, exclusion: { kind: 'coolOff', length: '24h', since: '2026-11-29T04:00:00.000Z', until: LATER } });
  page();
  const form = await screen.findByTestId('break-form');
  expect(within(form).getByLabelText('How long')).toHaveValue('24h');
  await userEvent.click(within(form).getByRole('button', { name: 'Take a break' }));

  const dialog = await screen.findByRole('alertdialog', { name: 'Cool-off for 24 hours' });
  expect(dialog).toHaveTextContent('This cannot be shortened or cancelled.');
  expect(server.calls(protectionExclude)).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(server.calls(protectionExclude)).toEqual([]);

  await userEvent.click(within(form).getByRole('button', { name: 'Take a break' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, stop for 24 hours' }));
  expect(server.calls(protectionExclude)).toEqual([{ length: '24h' }]);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('break-status')).toHaveTextContent('Cool-off');
  expect(screen.getByTestId('break-until')).toHaveTextContent('30 Nov 2026, 10:30');
  expect(screen.queryByTestId('break-form')).not.toBeInTheDocument();
});

test('a break in force shows when it ends and what stays open', async () => {
  server.on(protectionStatus, { ...status, exclusion: { kind: 'selfExclusion', length: '6m', since: '2026-11-29T04:00:00.000Z', until: '2027-05-29T04:00:00.000Z' } });
  page();
  const shown = await screen.findByTestId('break-status');
  expect(shown).toHaveTextContent('Self-exclusion');
  expect(shown).toHaveTextContent('you can only withdraw and read your records');
  expect(screen.getByTestId('break-until')).toHaveTextContent('29 May 2027, 10:30');
});

test('the history lists every change: what, from, to, by whom and when', async () => {
  const history: ProtectionHistory = [
    { id: 3, subject: 'exclusion', kind: 'coolOff', period: '24h', from: null, to: null, by: 'member', at: '2026-11-29T04:00:00.000Z', appliesAt: '2026-11-29T04:00:00.000Z', until: LATER },
    { id: 2, subject: 'limit', kind: 'loss', period: 'week', from: 1_000_000, to: 2_000_000, by: 'member', at: '2026-11-29T04:00:00.000Z', appliesAt: LATER, until: null },
    { id: 1, subject: 'limit', kind: 'deposit', period: 'day', from: null, to: 500_000, by: 'member', at: '2026-11-28T04:00:00.000Z', appliesAt: '2026-11-28T04:00:00.000Z', until: null },
  ];
  server.on(protectionHistory, history);
  page();
  const rows = await screen.findAllByTestId('protection-change');
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent('Cool-off for 24 hours, until 30 Nov 2026, 10:30');
  expect(rows[1]).toHaveTextContent('Loss limit per week: K 10,000.00 → K 20,000.00');
  expect(rows[1]).toHaveTextContent('By you, 29 Nov 2026, 10:30 · applies 30 Nov 2026, 10:30');
  expect(rows[2]).toHaveTextContent('Deposit limit per day: No limit → K 5,000.00');
  expect(rows[2]).not.toHaveTextContent('applies');
});

test('the reality check comes every hour until the player picks another interval; 15 minutes applies at once and shows in the history', async () => {
  server.on(protectionSetRealityCheck, { ...status, realityCheckMinutes: 15 });
  page();
  const form = await screen.findByTestId('reality-check-form');
  const every = within(form).getByLabelText('Remind me every');
  expect(every).toHaveDisplayValue('60 min');

  server.on(protectionHistory, [{ id: 1, subject: 'realityCheck', kind: 'realityCheck', period: 'minutes', from: 60, to: 15, by: 'member', at: LATER, appliesAt: LATER, until: null }]);
  await userEvent.selectOptions(every, '15 min');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(server.calls(protectionSetRealityCheck)).toEqual([{ minutes: 15 }]);
  expect(await within(form).findByTestId('reality-check-saved')).toHaveTextContent('Saved. We will remind you every 15 minutes.');
  expect(await within(screen.getByTestId('protection-history')).findByText('Reality check: 60 min → 15 min')).toBeInTheDocument();
});
