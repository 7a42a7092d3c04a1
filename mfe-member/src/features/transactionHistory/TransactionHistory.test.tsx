import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transactionRecords } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { loginDemo, renderPage } from '../../testing/shell';
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
