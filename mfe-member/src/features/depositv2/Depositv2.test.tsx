import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createDeposit,
  depositChannels,
  depositOrder,
  depositOrders,
  MCSFE_getDepositPromotionList,
  protectionStatus,
  type DepositChannel,
  type DepositOrder,
  type DepositPromotion,
  type DepositStatus,
} from '@portal/shared/contracts';
import { ApiError } from '@portal/kernel';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { apiError, loginDemo, renderPage, shell, UUID } from '../../testing/shell';
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
    .on(depositOrders, { content: [order('credited')], pageNum: 1, totalPages: 1, totalElements: 1 })
    .on(MCSFE_getDepositPromotionList, [])
    .on(protectionStatus, { limits: [], exclusion: null, realityCheckMinutes: 60 });
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

describe('the pushed move of an order', () => {
  test('the orders list follows it: an order credited while the page is open shows credited without a reload', async () => {
    server.on(depositOrders, { content: [order('pending')], pageNum: 1, totalPages: 1, totalElements: 1 });
    renderPage(<Depositv2 />, '/member/depositv2');
    expect(await screen.findByTestId('deposit-order-D100')).toHaveTextContent('Pending');
    server.on(depositOrders, { content: [order('credited')], pageNum: 1, totalPages: 1, totalElements: 1 });
    act(() => shell.emit({ type: 'funds', order: 'deposit', orderNo: 'D100', status: 'credited' }));
    expect(await within(await screen.findByTestId('deposit-order-D100')).findByText('Credited')).toBeInTheDocument();
    // A withdrawal's move is not this list's.
    const reads = server.calls(depositOrders).length;
    act(() => shell.emit({ type: 'funds', order: 'withdraw', orderNo: 'W100', status: 'approved' }));
    expect(server.calls(depositOrders)).toHaveLength(reads);
  });

  test('the returning order that stopped being checked is told too: credited later, it says so', async () => {
    jest.useFakeTimers();
    try {
      server.on(depositOrder, order('pending'));
      renderPage(<Depositv2 />, '/member/depositv2?orderNo=D100');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(40_000);
      });
      expect(screen.getByText(/has not been confirmed yet/)).toBeInTheDocument();
      server.on(depositOrder, order('credited', { creditedAt: '2025-01-01T00:10:00Z' }));
      act(() => shell.emit({ type: 'funds', order: 'deposit', orderNo: 'D100', status: 'credited' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByTestId('deposit-status-value')).toHaveAttribute('data-status', 'credited');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the bonus this deposit may take', () => {
  const firstDeposit: DepositPromotion = {
    promotionId: 11,
    promotionType: 'FIRST_DEPOSIT',
    title: 'First deposit bonus 100%',
    summary: 'Get up to K 100,000 on your first deposit.',
    bonusPercent: 100,
    bonusCap: 10_000_000,
    minDeposit: 100_000,
    turnoverMultiplier: 15,
  };
  const reload: DepositPromotion = {
    promotionId: 12,
    promotionType: 'DEPOSIT',
    title: '10% on every deposit',
    summary: 'A 10% bonus, up to K 10,000, on every deposit.',
    bonusPercent: 10,
    bonusCap: 1_000_000,
    minDeposit: 1_000_000,
    turnoverMultiplier: 0,
  };
  const created = { orderNo: 'D100', amount: 10_000, status: 'pending' as const, payUrl: '/wps/demo-pay/D100', expiresAt: '' };

  beforeEach(() => {
    server.on(MCSFE_getDepositPromotionList, [firstDeposit, reload]).on(createDeposit, created);
  });

  test('offers each bonus with what it gives for the amount and its turnover, "No bonus" chosen; without a choice the deposit carries none', async () => {
    renderPage(<Depositv2 />, '/member/depositv2');
    const group = await screen.findByRole('group', { name: 'Bonus' });
    expect(within(group).getByRole('radio', { name: /No bonus/ })).toBeChecked();
    const first = within(group).getByRole('radio', { name: /First deposit bonus 100%/ });
    expect(first).not.toBeChecked();
    const firstCard = screen.getByTestId('deposit-bonus-11');
    expect(firstCard).toHaveTextContent('100% of the deposit, up to K 100,000.00; from K 1,000.00');
    expect(firstCard).toHaveTextContent('Turnover: 15× the bonus in valid bets');

    await userEvent.type(screen.getByLabelText('Amount'), '5000');
    expect(firstCard).toHaveTextContent(
      'With this deposit: a K 5,000.00 bonus. Once claimed, K 10,000.00 (the deposit and the bonus) stays locked until you play K 75,000.00 in valid bets.',
    );
    expect(screen.getByTestId('deposit-bonus-12')).toHaveTextContent('This deposit is below the bonus’s minimum of K 10,000.00.');

    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(server.calls(createDeposit)).toEqual([{ channelId: 1, amount: 500_000, requestId: UUID }]);
    expect(leaveTo).toHaveBeenCalledWith('/wps/demo-pay/D100?lang=EN');
  });

  test('the chosen bonus goes with the deposit request', async () => {
    renderPage(<Depositv2 />, '/member/depositv2');
    await userEvent.click(await screen.findByRole('radio', { name: /First deposit bonus 100%/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(server.calls(createDeposit)).toEqual([{ channelId: 1, amount: 100_000, requestId: UUID, promotionId: 11 }]);
  });

  test('a bonus without turnover says so; an amount below the chosen bonus’s minimum is refused before sending, and "No bonus" lets it through', async () => {
    renderPage(<Depositv2 />, '/member/depositv2');
    await userEvent.click(await screen.findByRole('radio', { name: /10% on every deposit/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '12000');
    expect(screen.getByTestId('deposit-bonus-12')).toHaveTextContent('With this deposit: a K 1,200.00 bonus, with no turnover.');
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByText('The bonus you chose needs a deposit of at least K 10,000.00.')).toBeInTheDocument();
    expect(server.calls(createDeposit)).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: /No bonus/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(server.calls(createDeposit)).toEqual([{ channelId: 1, amount: 10_000, requestId: UUID }]);
  });

  test('a refusal of the bonus shows under the choice, and nothing leaves the page', async () => {
    server.on(createDeposit, () => {
      throw apiError('validation.failed', 'promotionId: is not a bonus this deposit can take', 'promotionId');
    });
    renderPage(<Depositv2 />, '/member/depositv2');
    await userEvent.click(await screen.findByRole('radio', { name: /First deposit bonus 100%/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await within(screen.getByRole('group', { name: 'Bonus' })).findByText('promotionId: is not a bonus this deposit can take')).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  test('with no bonus to offer there is no choice to make', async () => {
    server.on(MCSFE_getDepositPromotionList, []);
    renderPage(<Depositv2 />, '/member/depositv2');
    await screen.findByTestId('deposit-form');
    expect(screen.queryByRole('group', { name: 'Bonus' })).not.toBeInTheDocument();
  });

  test('in Burmese and Chinese the choice reads in the language', async () => {
    act(() => shell.setLanguage('MY'));
    renderPage(<Depositv2 />, '/member/depositv2');
    expect(await screen.findByRole('radio', { name: /ဆုကြေး မယူပါ/ })).toBeChecked();
    act(() => shell.setLanguage('CN'));
    expect(await screen.findByRole('radio', { name: /不参加奖励/ })).toBeChecked();
  });
});

describe('player protection', () => {
  test('a deposit above the daily limit is refused under the amount, with what is left and when it resets, in words', async () => {
    const refusal = { kind: 'deposit', period: 'day', limit: 500_000, remaining: 100_000, resetsAt: '2026-11-29T17:30:00.000Z' };
    server.on(createDeposit, () => {
      throw new ApiError(400, 'protection.deposit.limit', 'This deposit is above your deposit limit', undefined, refusal);
    });
    renderPage(<Depositv2 />, '/member/depositv2');
    await userEvent.type(await screen.findByLabelText('Amount'), '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('This is more than your deposit limit allows. You can deposit K 1,000.00 more until 30 Nov 2026, 00:00.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Amount')).toHaveValue('2000');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  test('during a cool-off the page says deposits are closed and until when, with the way to withdraw, and shows no form', async () => {
    server.on(protectionStatus, { limits: [], exclusion: { kind: 'coolOff', length: '24h', since: '2026-11-29T04:00:00.000Z', until: '2026-11-30T04:00:00.000Z' }, realityCheckMinutes: 60 });
    renderPage(<Depositv2 />, '/member/depositv2');
    const closed = await screen.findByTestId('closed-during-break');
    expect(closed).toHaveTextContent('Deposits are closed during your break, until 30 Nov 2026, 10:30.');
    expect(within(closed).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw');
    expect(screen.queryByTestId('deposit-form')).not.toBeInTheDocument();
    expect(await screen.findByTestId('deposit-order-D100')).toBeInTheDocument(); // the records stay
  });
});
