import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@portal/kernel';
import { LEDGER_KINDS, transactionRecords } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { NS } from '../../i18n';
import { loginDemo, renderPage, setBalance } from '../../testing/shell';
import { kindLabelKey } from './TransactionTable';
import { TransactionHistory } from '.';

const now = () => new Date('2025-06-15T03:30:00Z');

let server: EndpointStubs;

beforeEach(() => {
  loginDemo();
  server = stubEndpoints().on(transactionRecords, {
    content: [
      { id: 1, createdAt: '2025-06-15T01:00:00Z', kind: 'deposit', wallet: 'MAIN', amount: 10_000, balanceAfter: 60_000, reference: 'D100' },
      { id: 2, createdAt: '2025-06-15T02:00:00Z', kind: 'withdrawal', wallet: 'MAIN', amount: -50_000, balanceAfter: 10_000, reference: 'W200' },
      { id: 3, createdAt: '2025-06-15T02:30:00Z', kind: 'withdrawal.refund', wallet: 'MAIN', amount: 50_000, balanceAfter: 60_000, reference: 'W300' },
    ],
    pageNum: 1,
    pageSize: 20,
    totalPages: 1,
    totalElements: 3,
    summary: { count: 3, amount: 10_000 },
  });
});

test('lists ledger entries with signed amounts and filters by kind', async () => {
  renderPage(<TransactionHistory now={now} />, '/member/transactionHistory');
  expect(await screen.findByTestId('transactions-row-D100')).toHaveTextContent('+K 100.00');
  expect(screen.getByTestId('transactions-row-W200')).toHaveTextContent('K -500.00');
  expect(screen.getByTestId('transactions-row-W200')).toHaveTextContent('Withdrawal');
  expect(screen.getByTestId('transactions-row-W300')).toHaveTextContent('Refund');
  expect(screen.getByTestId('transactions-summary')).toHaveTextContent('3 records');
  await userEvent.selectOptions(screen.getByLabelText('Record type'), 'withdrawal');
  expect(server.calls(transactionRecords).at(-1)).toEqual({ from: '2025-06-09', to: '2025-06-15', kind: 'withdrawal', pageNo: 1, pageSize: 20 });
});

test('money that moves while the page is open (the pushed balance) lists its entry without a reload', async () => {
  renderPage(<TransactionHistory now={now} />, '/member/transactionHistory');
  await screen.findByTestId('transactions-row-D100');
  expect(server.calls(transactionRecords)).toHaveLength(1);
  server.on(transactionRecords, {
    content: [{ id: 9, createdAt: '2025-06-15T03:00:00Z', kind: 'deposit', wallet: 'MAIN', amount: 20_000, balanceAfter: 80_000, reference: 'D900' }],
    pageNum: 1,
    pageSize: 20,
    totalPages: 1,
    totalElements: 1,
    summary: { count: 1, amount: 20_000 },
  });
  act(() => setBalance(80_000));
  expect(await screen.findByTestId('transactions-row-D900')).toHaveTextContent('+K 200.00');
  expect(server.calls(transactionRecords)).toHaveLength(2);
});

test("an agent's transfers are named: to a downline, and a red envelope", async () => {
  server.on(transactionRecords, {
    content: [
      { id: 4, createdAt: '2025-06-15T03:00:00Z', kind: 'transfer.downline', wallet: 'MAIN', amount: -20_000, balanceAfter: 40_000, reference: 'AT400' },
      { id: 5, createdAt: '2025-06-15T03:10:00Z', kind: 'transfer.envelope', wallet: 'MAIN', amount: -30_000, balanceAfter: 10_000, reference: 'AE500' },
    ],
    pageNum: 1,
    pageSize: 20,
    totalPages: 1,
    totalElements: 2,
    summary: { count: 2, amount: -50_000 },
  });
  renderPage(<TransactionHistory now={now} />, '/member/transactionHistory');
  expect(await screen.findByTestId('transactions-row-AE500')).toHaveTextContent('Red envelope');
  expect(screen.getByTestId('transactions-row-AE500')).toHaveTextContent('K -300.00');
  expect(screen.getByTestId('transactions-row-AT400')).toHaveTextContent('Transfer to downline');
});

test('every ledger kind of the contract has its own label in Burmese, English and Chinese', () => {
  for (const lng of ['my', 'en', 'cn']) {
    for (const kind of LEDGER_KINDS) expect([lng, kind, typeof i18n.getResource(lng, NS, kindLabelKey(kind))]).toEqual([lng, kind, 'string']);
  }
});
