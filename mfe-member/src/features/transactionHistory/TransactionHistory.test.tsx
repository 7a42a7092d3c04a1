import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@portal/kernel';
import { LEDGER_KINDS, transactionRecords } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { NS } from '../../i18n';
import { loginDemo, renderPage, setBalance, shell } from '../../testing/shell';
import { kindLabelKey } from './TransactionTable';
import { TransactionHistory } from '.';

const now = () => new Date('2025-06-15T03:30:00Z');

let server: EndpointStubs;

beforeEach(() => {
  loginDemo();
  server = stubEndpoints().on(transactionRecords, {
    content: [
      { id: 1, createdAt: '2025-06-15T01:00:00Z', kind: 'deposit', wallet: 'MAIN', amount: 10_000, balanceAfter: 60_000, detail: { type: 'depositOrder', orderNo: 'D100' }, reference: 'D100' },
      { id: 2, createdAt: '2025-06-15T02:00:00Z', kind: 'withdrawal', wallet: 'MAIN', amount: -50_000, balanceAfter: 10_000, detail: { type: 'withdrawOrder', orderNo: 'W200' }, reference: 'W200' },
      { id: 3, createdAt: '2025-06-15T02:30:00Z', kind: 'withdrawal.refund', wallet: 'MAIN', amount: 50_000, balanceAfter: 60_000, detail: { type: 'withdrawOrder', orderNo: 'W300' }, reference: 'W300' },
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
    content: [{ id: 9, createdAt: '2025-06-15T03:00:00Z', kind: 'deposit', wallet: 'MAIN', amount: 20_000, balanceAfter: 80_000, detail: { type: 'depositOrder', orderNo: 'D900' }, reference: 'D900' }],
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
      { id: 4, createdAt: '2025-06-15T03:00:00Z', kind: 'transfer.downline', wallet: 'MAIN', amount: -20_000, balanceAfter: 40_000, detail: { type: 'downline', account: 'moewin' }, reference: 'downline:moewin' },
      { id: 5, createdAt: '2025-06-15T03:10:00Z', kind: 'transfer.envelope', wallet: 'MAIN', amount: -30_000, balanceAfter: 10_000, detail: { type: 'redEnvelopeTo', members: 3 }, reference: 'envelope:equal:3' },
    ],
    pageNum: 1,
    pageSize: 20,
    totalPages: 1,
    totalElements: 2,
    summary: { count: 2, amount: -50_000 },
  });
  renderPage(<TransactionHistory now={now} />, '/member/transactionHistory');
  expect(await screen.findByTestId('transactions-row-5')).toHaveTextContent('Red envelope');
  expect(screen.getByTestId('transactions-row-5')).toHaveTextContent('K -300.00');
  expect(screen.getByTestId('transactions-row-5')).toHaveTextContent('Red envelope shared by 3 members');
  expect(screen.getByTestId('transactions-row-4')).toHaveTextContent('Transfer to downline');
  expect(screen.getByTestId('transactions-row-4')).toHaveTextContent('To downline moewin');
});

test("each entry says what it is about in the reader's language, never a raw code, linking where a page shows more", async () => {
  server.on(transactionRecords, {
    content: [
      { id: 11, createdAt: '2025-06-15T03:00:00Z', kind: 'bet', wallet: 'MAIN', amount: -1_000, balanceAfter: 59_000, detail: { type: 'gameRound', roundId: 610, gameName: 'Crash Rocket' }, reference: 'round:610' },
      { id: 12, createdAt: '2025-06-15T03:01:00Z', kind: 'bet', wallet: 'MAIN', amount: -27_000, balanceAfter: 32_000, detail: { type: 'lotteryOrder', orderId: 4, gameCode: 'VN_NORTH', numero: '20250615', draws: 1 }, reference: 'lottery:order:4' },
      { id: 13, createdAt: '2025-06-15T03:02:00Z', kind: 'bonus', wallet: 'MAIN', amount: 5_000, balanceAfter: 37_000, detail: { type: 'promotion', promotionId: 7, title: 'First deposit bonus 100%' }, reference: 'promotion:7' },
      { id: 14, createdAt: '2025-06-15T03:03:00Z', kind: 'transfer.upline', wallet: 'MAIN', amount: -7_500, balanceAfter: 29_500, detail: { type: 'upline', account: 'agent01' }, reference: 'upline:agent01' },
      { id: 15, createdAt: '2025-06-15T03:04:00Z', kind: 'deposit', wallet: 'MAIN', amount: 10_000, balanceAfter: 39_500, detail: { type: 'depositOrder', orderNo: 'D100' }, reference: 'D100' },
      // 14 June on the site's clock: 00:00 to 24:00 Myanmar time.
      { id: 16, createdAt: '2025-06-15T03:05:00Z', kind: 'salary', wallet: 'MAIN', amount: 4_000, balanceAfter: 43_500, detail: { type: 'contract', contract: 'dailySalary', periodStart: '2025-06-13T17:30:00.000Z', periodEnd: '2025-06-14T17:30:00.000Z', account: 'agent01' }, reference: 'dailySalary:2025-06-14' },
      { id: 17, createdAt: '2025-06-15T03:06:00Z', kind: 'transfer', wallet: 'PG', amount: 3_000, balanceAfter: 3_000, detail: { type: 'walletTransfer', from: 'MAIN', to: 'PG' }, reference: 'MAIN>PG' },
      { id: 18, createdAt: '2025-06-15T03:07:00Z', kind: 'seed', wallet: 'MAIN', amount: 1_000, balanceAfter: 44_500, detail: null, reference: null },
    ],
    pageNum: 1,
    pageSize: 20,
    totalPages: 1,
    totalElements: 8,
    summary: { count: 8, amount: -9_500 },
  });
  renderPage(<TransactionHistory now={now} />, '/member/transactionHistory');
  const row = async (id: number | string) => screen.findByTestId(`transactions-row-${id}`);
  expect(await row(11)).toHaveTextContent('Crash Rocket, round 610');
  const lottery = within(await row(12)).getByRole('link', { name: 'Northern Vietnam, draw 20250615, slip 4' });
  expect(lottery).toHaveAttribute('href', '/vnLottery?lottoView=betting&lottoGameCode=VN_NORTH');
  expect(within(await row(13)).getByRole('link', { name: 'First deposit bonus 100%' })).toHaveAttribute('href', '/promotions');
  expect(await row(14)).toHaveTextContent('To upline agent01');
  expect(within(await row('D100')).getByRole('link', { name: 'Deposit order D100' })).toHaveAttribute('href', '/member/depositv2');
  expect(await row(16)).toHaveTextContent('Daily salary for 14 Jun 2025, from agent01');
  expect(await row(17)).toHaveTextContent('Main wallet to PG');
  expect(await row(18)).toHaveTextContent('—');
  expect(screen.getByTestId('transactions')).not.toHaveTextContent(/round:|lottery:order|promotion:|upline:|dailySalary/);

  act(() => shell.setLanguage('MY'));
  expect(await row(11)).toHaveTextContent('Crash Rocket၊ အကြိမ် 610');
  expect(await row(14)).toHaveTextContent('အထက်လိုင်း agent01 ထံသို့');
  act(() => shell.setLanguage('CN'));
  expect(await row(12)).toHaveTextContent('越南北部，第 20250615 期，注单 4');
  act(() => shell.setLanguage('EN'));
});

test('every ledger kind of the contract has its own label in Burmese, English and Chinese', () => {
  for (const lng of ['my', 'en', 'cn']) {
    for (const kind of LEDGER_KINDS) expect([lng, kind, typeof i18n.getResource(lng, NS, kindLabelKey(kind))]).toEqual([lng, kind, 'string']);
  }
});
