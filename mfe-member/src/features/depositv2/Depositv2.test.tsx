import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDeposit, depositChannels, depositOrder, depositOrders, type DepositChannel, type DepositOrder, type DepositStatus } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { apiError, loginDemo, renderPage, UUID } from '../../testing/shell';
import { leaveTo } from './browser';
import { Depositv2 } from '.';
jest.mock('./browser');

const channels: DepositChannel[] = [
  { id: 1, code: 'KBZPAY', name: 'KBZPay', type: 'ewallet', min: 1_000, max: 5_000_000, presetAmounts: [10_000, 50_000], processingMinutes: 5 },
  { id: 2, code: 'BANK', name: 'Bank transfer', type: 'bank', min: 100_000, max: 10_000_000, presetAmounts: [], processingMinutes: 30 },
];
const order = (status: DepositStatus, extra: Partial<DepositOrder> = {}): DepositOrder => ({
  orderNo: 'D100',
  channel: 'KBZPay',
  channelCode: 'KBZPAY',
  amount: 10_000,
  status,
  createdAt: '2025-01-01T00:00:00Z',
  expiresAt: '2025-01-01T00:30:00Z',
  creditedAt: null,
  ...extra,
});

/** Answers the order's states in turn, the last one from then on. */
const statuses = (...answers: DepositOrder[]) => {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)] as DepositOrder;
};

let server: EndpointStubs;

beforeEach(() => {
  jest.clearAllMocks();
  loginDemo();
  server = stubEndpoints()
    .on(depositChannels, channels)
    .on(depositOrders, { content: [order('credited')], pageNum: 1, totalPages: 1, totalElements: 1 });
});

test('a preset amount creates the order in minor units, then the browser goes to the provider', async () => {
  server.on(createDeposit, { orderNo: 'D100', amount: 10_000, status: 'pending', payUrl: '/wps/demo-pay/D100', expiresAt: '' });
  renderPage(<Depositv2 />, '/member/depositv2');
  await userEvent.click(await screen.findByTestId('deposit-preset-10000'));
  expect(screen.getByLabelText('Amount')).toHaveValue('100.00');
  await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(server.calls(createDeposit)).toEqual([{ channelId: 1, amount: 10_000, requestId: UUID }]);
  // In the portal's language (the test page is in English).
  expect(leaveTo).toHaveBeenCalledWith('/wps/demo-pay/D100?lang=EN');
  expect(await screen.findByTestId('deposit-order-D100')).toHaveTextContent('Credited');
});

test('the amount must be within the chosen channel’s limits; a server refusal shows under it', async () => {
  server.on(createDeposit, () => {
    throw apiError('validation.failed', 'amount: must be 1,000.00 to 100,000.00', 'amount');
  });
  renderPage(<Depositv2 />, '/member/depositv2');
  await userEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
  await userEvent.type(screen.getByLabelText('Amount'), '50');
  await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(screen.getByText('Please enter an amount from K 1,000.00 to K 100,000.00.')).toBeInTheDocument();
  expect(server.calls(createDeposit)).toEqual([]);
  await userEvent.clear(screen.getByLabelText('Amount'));
  await userEvent.type(screen.getByLabelText('Amount'), '1000');
  await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(server.calls(createDeposit)).toEqual([{ channelId: 2, amount: 100_000, requestId: UUID }]);
  expect(await screen.findByText('amount: must be 1,000.00 to 100,000.00')).toBeInTheDocument();
  expect(screen.getByLabelText('Amount')).toHaveValue('1000');
  expect(leaveTo).not.toHaveBeenCalled();
});

describe('back from the provider with ?orderNo=', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const flush = async (ms: number) => {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  };

  test('polls every 2 s while pending; once credited it says so and lists the order again', async () => {
    server.on(depositOrder, statuses(order('pending'), order('pending'), order('credited', { creditedAt: '2025-01-01T00:00:05Z' })));
    renderPage(<Depositv2 />, '/member/depositv2?orderNo=D100');
    await flush(0);
    expect(server.calls(depositOrder)).toHaveLength(1);
    expect(server.calls(depositOrders)).toHaveLength(1);
    expect(screen.getByTestId('deposit-status-value')).toHaveAttribute('data-status', 'pending');
    await flush(1_999);
    expect(server.calls(depositOrder)).toHaveLength(1);
    await flush(1);
    expect(server.calls(depositOrder)).toHaveLength(2);
    await flush(2_000);
    expect(server.calls(depositOrder)).toHaveLength(3);
    expect(screen.getByTestId('deposit-status-value')).toHaveAttribute('data-status', 'credited');
    expect(screen.getByText('K 100.00 has been added to your main wallet.')).toBeInTheDocument();
    await flush(10_000);
    expect(server.calls(depositOrder)).toHaveLength(3);
    expect(server.calls(depositOrder)).toContainEqual({ orderNo: 'D100' });
    expect(server.calls(depositOrders)).toHaveLength(2);
    expect(screen.getByTestId('deposit-order-D100')).toHaveTextContent('Credited');
  });

  test('stops after about 30 s of pending, and can check again', async () => {
    server.on(depositOrder, order('pending'));
    renderPage(<Depositv2 />, '/member/depositv2?orderNo=D100');
    await flush(0);
    await flush(40_000);
    expect(server.calls(depositOrder)).toHaveLength(16); // at 0 s and every 2 s up to 30 s
    expect(screen.getByText(/has not been confirmed yet/)).toBeInTheDocument();
    server.on(depositOrder, order('failed'));
    await act(async () => screen.getByRole('button', { name: 'Check again' }).click());
    await flush(0);
    expect(screen.getByTestId('deposit-status-value')).toHaveAttribute('data-status', 'failed');
  });
});
