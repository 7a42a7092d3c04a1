import { http } from '@portal/shared';
import { addBankCard, confirmWithdrawal, createWithdrawal, getBanks, listWithdrawals } from './api';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), http: { get: jest.fn(), post: jest.fn(), put: jest.fn() } }));

// Markers of docs/wire-contract.md (issue 5): T = auth, E = encrypt.
test('E calls are sealed: adding a bank card and a withdrawal', async () => {
  await addBankCard({ bankCode: 'KBZ', accountName: 'Demo', accountNumber: '1234567890', paymentPassword: '123456' });
  expect(http.post).toHaveBeenLastCalledWith('/wps/member/bankCards', { bankCode: 'KBZ', accountName: 'Demo', accountNumber: '1234567890', paymentPassword: '123456' }, { auth: true, encrypt: true });
  await createWithdrawal({ bankCardId: 1, amount: 5000, paymentPassword: '123456', requestId: 'r-12345678' });
  expect(http.post).toHaveBeenLastCalledWith('/wps/transaction/withdraw', { bankCardId: 1, amount: 5000, paymentPassword: '123456', requestId: 'r-12345678' }, { auth: true, encrypt: true });
});

test('confirmation is a plain T call; banks need no token; orders are paged by dates', async () => {
  await confirmWithdrawal('W1', { result: 'full' });
  expect(http.post).toHaveBeenLastCalledWith('/wps/transaction/withdraw/W1/confirm', { result: 'full' }, { auth: true });
  await getBanks();
  expect(http.get).toHaveBeenLastCalledWith('/wps/system/banks', { signal: undefined });
  await listWithdrawals({ from: '2025-01-01', to: '2025-01-07', pageNo: 2, pageSize: 20 });
  expect(http.get).toHaveBeenLastCalledWith('/wps/transaction/withdraw', { auth: true, params: { from: '2025-01-01', to: '2025-01-07', pageNo: 2, pageSize: 20 }, signal: undefined });
});
