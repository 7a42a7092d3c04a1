import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addBankCard,
  bankCards,
  banks,
  createWithdrawal,
  paymentPasswordStatus,
  withdrawLimits,
  withdrawOrders,
  type BankCard,
  type WithdrawLimits,
  type WithdrawOrder,
} from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { apiError, inTurn, loginDemo, renderPage, shell, UUID } from '../../testing/shell';
import { Withdraw } from '.';

const card: BankCard = { id: 7, bankCode: 'KBZ', bankName: 'KBZ Bank', accountName: 'Demo Player', accountNumberMasked: '****7890' };
const limits: WithdrawLimits = { min: 1_000, max: 5_000_000, dailyMax: 10_000_000, dailyCountMax: 5, usedToday: 0, countToday: 0, available: 800_000, turnoverRemaining: 0, locked: 0, locks: [] };
export const withdrawOrder = (status: WithdrawOrder['status'], extra: Partial<WithdrawOrder> = {}): WithdrawOrder => ({
  orderNo: 'W200',
  amount: 50_000,
  bankName: 'KBZ Bank',
  accountNumberMasked: '****7890',
  status,
  createdAt: '2025-01-01T00:00:00Z',
  disbursedAt: '2025-01-01T00:00:05Z',
  confirmDeadline: '2025-01-01T00:30:05Z',
  confirmation: null,
  ...extra,
});

let server: EndpointStubs;

beforeEach(() => {
  loginDemo();
  server = stubEndpoints()
    .on(bankCards, [card])
    .on(banks, [
      { code: 'KBZ', name: 'KBZ Bank' },
      { code: 'AYA', name: 'AYA Bank' },
    ])
    .on(paymentPasswordStatus, { set: true })
    .on(withdrawLimits, limits)
    .on(withdrawOrders, { content: [], pageNum: 1, totalPages: 1, totalElements: 0 });
});

const page = () => renderPage(<Withdraw />, '/member/withdraw');

test('the limits check the amount, and the payment password must be 6 digits', async () => {
  page();
  const form = await screen.findByTestId('withdraw-form');
  await userEvent.type(within(form).getByLabelText('Amount'), '5');
  await userEvent.type(within(form).getByLabelText('Payment password'), '123');
  await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
  expect(within(form).getByText('Please enter an amount from K 10.00 to K 50,000.00.')).toBeInTheDocument();
  expect(within(form).getByText('The payment password is 6 digits.')).toBeInTheDocument();
  await userEvent.clear(within(form).getByLabelText('Amount'));
  await userEvent.type(within(form).getByLabelText('Amount'), '9000');
  await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
  expect(within(form).getByText('The amount is more than the available K 8,000.00.')).toBeInTheDocument();
  expect(server.calls(createWithdrawal)).toEqual([]);
});

test('what is locked and why is said before the form: each lock with its amount and play, and the rest available', async () => {
  server.on(withdrawLimits, {
    ...limits,
    available: 50_000,
    turnoverRemaining: 120_000,
    locked: 30_000,
    locks: [
      { reason: 'bonus', title: 'First deposit bonus 100%', amount: 20_000, required: 150_000, progress: 37_500 },
      { reason: 'deposit', title: null, amount: 10_000, required: 10_000, progress: 2_500 },
    ],
  });
  page();
  const locked = await screen.findByTestId('withdraw-locked');
  expect(within(locked).getByRole('heading', { name: 'Locked: K 300.00' })).toBeInTheDocument();
  expect(locked).toHaveTextContent('This part of your balance cannot be withdrawn until its play below is met. The rest of your balance can be withdrawn: K 500.00 available now.');
  const [bonus, deposit] = within(locked).getAllByRole('listitem');
  expect(bonus).toHaveTextContent('First deposit bonus 100%');
  expect(bonus).toHaveTextContent('Bonus turnover');
  expect(bonus).toHaveTextContent('K 200.00 locked');
  expect(within(bonus!).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'K 375.00 of K 1,500.00 valid bets (25%)');
  expect(deposit).toHaveTextContent('Deposits not yet played through');
  expect(deposit).toHaveTextContent('K 100.00 locked');
  expect(within(deposit!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  expect(within(locked).getByRole('link', { name: 'See your bonuses' })).toHaveAttribute('href', '/member/rewardCenter');
  expect(screen.getByTestId('withdraw-available')).toHaveTextContent('K 500.00');
  // The amount is checked against what is available, not the balance.
  const form = screen.getByTestId('withdraw-form');
  await userEvent.type(within(form).getByLabelText('Amount'), '600');
  await userEvent.type(within(form).getByLabelText('Payment password'), '123456');
  await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
  expect(within(form).getByText('The amount is more than the available K 500.00.')).toBeInTheDocument();
  expect(server.calls(createWithdrawal)).toEqual([]);
});

test('nothing locked: no lock notice', async () => {
  page();
  await screen.findByTestId('withdraw-form');
  expect(screen.queryByTestId('withdraw-locked')).not.toBeInTheDocument();
});

test('in Burmese and Chinese the locks read in the language', async () => {
  server.on(withdrawLimits, { ...limits, locked: 30_000, locks: [{ reason: 'deposit', title: null, amount: 30_000, required: 30_000, progress: 0 }] });
  act(() => shell.setLanguage('MY'));
  page();
  expect(await screen.findByTestId('withdraw-locked')).toHaveTextContent('ပိတ်ထားသောငွေ- K 300.00');
  act(() => shell.setLanguage('CN'));
  expect(await screen.findByText('已锁定：K 300.00')).toBeInTheDocument();
});

test('a withdrawal is sent in minor units with the card, password and a requestId; the limits and orders refresh', async () => {
  server.on(createWithdrawal, withdrawOrder('pending')).on(withdrawLimits, inTurn(limits, { ...limits, available: 750_000, countToday: 1 }));
  page();
  const form = await screen.findByTestId('withdraw-form');
  expect(screen.getByTestId('withdraw-available')).toHaveTextContent('K 8,000.00');
  await userEvent.type(within(form).getByLabelText('Amount'), '500');
  await userEvent.type(within(form).getByLabelText('Payment password'), '123456');
  await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
  expect(server.calls(createWithdrawal)).toEqual([{ bankCardId: 7, amount: 50_000, paymentPassword: '123456', requestId: UUID }]);
  expect(await screen.findByTestId('withdraw-done')).toHaveTextContent('Withdrawal W200 of K 500.00 has been submitted.');
  expect(server.calls(withdrawLimits)).toHaveLength(2);
  await waitFor(() => expect(screen.getByTestId('withdraw-available')).toHaveTextContent('K 7,500.00'));
  expect(server.calls(withdrawOrders)).toHaveLength(2);
  expect(within(form).getByLabelText('Amount')).toHaveValue('');
});

test('a withdrawal moved on the server while the page is open (rejected, its amount back) reads the limits again', async () => {
  server.on(withdrawLimits, inTurn(limits, { ...limits, available: 850_000 }));
  page();
  expect(await screen.findByTestId('withdraw-available')).toHaveTextContent('K 8,000.00');
  act(() => shell.emit({ type: 'funds', order: 'withdraw', orderNo: 'W200', status: 'rejected' }));
  await waitFor(() => expect(screen.getByTestId('withdraw-available')).toHaveTextContent('K 8,500.00'));
  expect(server.calls(withdrawLimits)).toHaveLength(2);
});

test('a wrong payment password shows under its field and keeps the amount', async () => {
  server.on(createWithdrawal, () => {
    throw apiError('payment.password.wrong', 'Wrong payment password', 'paymentPassword');
  });
  page();
  const form = await screen.findByTestId('withdraw-form');
  await userEvent.type(within(form).getByLabelText('Amount'), '500');
  await userEvent.type(within(form).getByLabelText('Payment password'), '999999');
  await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
  expect(await within(form).findByText('Wrong payment password')).toBeInTheDocument();
  expect(within(form).getByLabelText('Amount')).toHaveValue('500');
});

test('without a payment password the page says to set one first', async () => {
  server.on(paymentPasswordStatus, { set: false });
  page();
  expect(await screen.findByTestId('payment-password-missing')).toHaveTextContent('Set a payment password first');
  await userEvent.click(screen.getByRole('link', { name: 'Set it in the security centre' }));
  expect(screen.getByText('security centre')).toBeInTheDocument();
});

test('adding a bank card: bank from the list, name, number, payment password (checked first)', async () => {
  server.on(bankCards, []).on(addBankCard, { id: 9, bankCode: 'AYA', bankName: 'AYA Bank', accountName: 'Demo Player', accountNumberMasked: '****4321' });
  page();
  expect(await screen.findByText('Add a bank card below to withdraw.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add a bank card' }));
  const form = screen.getByTestId('add-card-form');
  await userEvent.click(within(form).getByRole('button', { name: 'Save bank card' }));
  expect(within(form).getByText('Please choose a bank.')).toBeInTheDocument();
  expect(within(form).getByText('Please enter 6 to 20 digits.')).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Account name'), 'D');
  await userEvent.type(within(form).getByLabelText('Account number'), '123456789012345678901');
  await userEvent.click(within(form).getByRole('button', { name: 'Save bank card' }));
  expect(within(form).getByText('The account name is 2 to 64 characters.')).toBeInTheDocument();
  expect(within(form).getByText('Please enter 6 to 20 digits.')).toBeInTheDocument();
  expect(server.calls(addBankCard)).toEqual([]);
  await userEvent.selectOptions(await within(form).findByLabelText('Bank'), 'AYA');
  await userEvent.clear(within(form).getByLabelText('Account name'));
  await userEvent.type(within(form).getByLabelText('Account name'), ' Demo  Player ');
  await userEvent.clear(within(form).getByLabelText('Account number'));
  await userEvent.type(within(form).getByLabelText('Account number'), '0987-654 321');
  await userEvent.type(within(form).getByLabelText('Payment password'), '123456');
  await userEvent.click(within(form).getByRole('button', { name: 'Save bank card' }));
  expect(server.calls(addBankCard)).toEqual([{ bankCode: 'AYA', accountName: 'Demo Player', accountNumber: '0987654321', paymentPassword: '123456' }]);
  expect(await screen.findByTestId('bank-card-9')).toHaveTextContent('****4321');
  expect(await screen.findByTestId('withdraw-form')).toBeInTheDocument();
});
