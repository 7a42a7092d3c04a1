import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bankCards, banks, confirmWithdrawal, paymentPasswordStatus, withdrawLimits, withdrawOrders, type WithdrawOrder } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { apiError, loginDemo, renderPage, shell } from '../../testing/shell';
import { Withdraw } from '.';

const disbursed: WithdrawOrder = {
  orderNo: 'W200',
  amount: 50_000,
  bankName: 'KBZ Bank',
  accountNumberMasked: '****7890',
  status: 'disbursed',
  createdAt: '2025-01-01T00:00:00Z',
  disbursedAt: '2025-01-01T00:00:05Z',
  confirmDeadline: '2025-01-01T00:30:05Z',
  confirmation: null,
};

let server: EndpointStubs;

beforeEach(() => {
  loginDemo();
  server = stubEndpoints()
    .on(banks, [])
    .on(bankCards, [])
    .on(paymentPasswordStatus, { set: true })
    .on(withdrawLimits, { min: 1_000, max: 5_000_000, dailyMax: 10_000_000, dailyCountMax: 5, usedToday: 0, countToday: 0, available: 0, turnoverRemaining: 0, locked: 0, locks: [] })
    .on(withdrawOrders, {
      content: [disbursed, { ...disbursed, orderNo: 'W100', status: 'received', confirmation: { result: 'full', receivedAmount: 50_000, remainingAmount: 0, at: '', forced: true } }],
      pageNum: 1,
      totalPages: 1,
      totalElements: 2,
    });
});

async function openDialog() {
  renderPage(<Withdraw />, '/member/withdraw');
  expect(await screen.findByTestId('withdraw-status-W100')).toHaveTextContent('Counted as received');
  expect(screen.getByTestId('withdraw-status-W200')).toHaveAttribute('data-status', 'disbursed');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm receipt of W200' }));
  return screen.findByRole('dialog', { name: 'Confirm withdrawal W200' });
}

test('shows the deadline and that no answer counts as received; an answer must be chosen', async () => {
  const dialog = await openDialog();
  expect(within(dialog).getByTestId('confirm-deadline')).toHaveTextContent('1 Jan 2025, 07:00'); // 00:30:05Z in Myanmar time
  expect(within(dialog).getByTestId('confirm-default-note')).toHaveTextContent('Without a confirmation by 1 Jan 2025, 07:00 the withdrawal counts as received in full, and nothing is refunded.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
  expect(within(dialog).getByText('Please choose an answer.')).toBeInTheDocument();
  expect(server.calls(confirmWithdrawal)).toEqual([]);
});

test('the list can be asked again (a disbursal comes a few seconds after the order)', async () => {
  renderPage(<Withdraw />, '/member/withdraw');
  await screen.findByTestId('withdraw-status-W200');
  await userEvent.click(screen.getByRole('button', { name: 'Refresh list' }));
  expect(server.calls(withdrawOrders)).toHaveLength(2);
});

test('the list follows the push: an order approved and paid out while the page is open offers its confirmation without a refresh', async () => {
  const pending: WithdrawOrder = { ...disbursed, orderNo: 'W300', status: 'pending', disbursedAt: null, confirmDeadline: null };
  server.on(withdrawOrders, { content: [pending], pageNum: 1, totalPages: 1, totalElements: 1 });
  renderPage(<Withdraw />, '/member/withdraw');
  expect(await screen.findByTestId('withdraw-status-W300')).toHaveTextContent('Pending review');
  expect(screen.queryByRole('button', { name: 'Confirm receipt of W300' })).not.toBeInTheDocument();

  server.on(withdrawOrders, { content: [{ ...disbursed, orderNo: 'W300' }], pageNum: 1, totalPages: 1, totalElements: 1 });
  act(() => shell.emit({ type: 'funds', order: 'withdraw', orderNo: 'W300', status: 'disbursed' }));
  expect(await screen.findByRole('button', { name: 'Confirm receipt of W300' })).toBeInTheDocument();
  expect(screen.getByTestId('withdraw-status-W300')).toHaveAttribute('data-status', 'disbursed');
  // A deposit's move is not this list's: it is not read again for it.
  const reads = server.calls(withdrawOrders).length;
  act(() => shell.emit({ type: 'funds', order: 'deposit', orderNo: 'D300', status: 'credited' }));
  expect(server.calls(withdrawOrders)).toHaveLength(reads);
});

test('received in full', async () => {
  server.on(confirmWithdrawal, { ...disbursed, status: 'received', confirmation: { result: 'full', receivedAmount: 50_000, remainingAmount: 0, at: '', forced: false } });
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Received in full' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
  expect(server.calls(confirmWithdrawal)).toEqual([{ orderNo: 'W200', result: 'full' }]);
  expect(await screen.findByTestId('withdraw-status-W200')).toHaveAttribute('data-status', 'received');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('partly received: both amounts, summing to the order amount', async () => {
  server.on(confirmWithdrawal, { ...disbursed, status: 'partlyReceived', confirmation: { result: 'partial', receivedAmount: 30_000, remainingAmount: 20_000, at: '', forced: false } });
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Partly received' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
  expect(within(dialog).getAllByText('Please enter an amount.')).toHaveLength(2);
  await userEvent.type(within(dialog).getByLabelText('Amount received'), '300');
  await userEvent.type(within(dialog).getByLabelText('Amount remaining'), '100');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Received and remaining must add up to K 500.00.');
  expect(server.calls(confirmWithdrawal)).toEqual([]);
  await userEvent.clear(within(dialog).getByLabelText('Amount remaining'));
  await userEvent.type(within(dialog).getByLabelText('Amount remaining'), '200');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
  expect(server.calls(confirmWithdrawal)).toEqual([{ orderNo: 'W200', result: 'partial', receivedAmount: 30_000, remainingAmount: 20_000 }]);
  expect(await screen.findByTestId('withdraw-status-W200')).toHaveAttribute('data-status', 'partlyReceived');
  expect(screen.getByTestId('withdraw-order-W200')).toHaveTextContent('Received K 300.00, remaining K 200.00');
});

test('not received: a png or jpeg proof of at most 5 MB, sent as a data URL', async () => {
  server.on(confirmWithdrawal, { ...disbursed, status: 'disputed', confirmation: { result: 'none', receivedAmount: 0, remainingAmount: 50_000, at: '', forced: false } });
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Not received' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
  expect(within(dialog).getByText('Please attach a proof image.')).toBeInTheDocument();

  const input = within(dialog).getByLabelText('Proof image');
  expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(input, new File(['GIF89a'], 'proof.gif', { type: 'image/gif' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
  expect(within(dialog).getByText('The proof must be a PNG or JPEG image.')).toBeInTheDocument();

  const big = new File(['x'], 'big.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
  await user.upload(input, big);
  await user.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
  expect(within(dialog).getByText('The proof image must be at most 5 MB.')).toBeInTheDocument();
  expect(server.calls(confirmWithdrawal)).toEqual([]);

  await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'proof.jpg', { type: 'image/jpeg' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
  // The picture is read into a data URL (a FileReader, not synchronous) before the call goes.
  await waitFor(() => expect(server.calls(confirmWithdrawal)).toEqual([{ orderNo: 'W200', result: 'none', proofImage: 'data:image/jpeg;base64,/9j/' }]));
  await waitFor(() => expect(screen.getByTestId('withdraw-status-W200')).toHaveAttribute('data-status', 'disputed'));
});

test('a server refusal naming a field shows under it and keeps what was typed', async () => {
  server.on(confirmWithdrawal, () => {
    throw apiError('validation.failed', 'receivedAmount: does not match', 'receivedAmount');
  });
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Partly received' }));
  await userEvent.type(within(dialog).getByLabelText('Amount received'), '250');
  await userEvent.type(within(dialog).getByLabelText('Amount remaining'), '250');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
  expect(await within(dialog).findByText('receivedAmount: does not match')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Amount received')).toHaveValue('250');
});
