import { http } from '@portal/shared';
import { createDeposit, getDeposit, listDeposits } from './api';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), http: { get: jest.fn(), post: jest.fn(), put: jest.fn() } }));

test('deposit calls are plain T calls', async () => {
  await createDeposit({ channelId: 1, amount: 10000, requestId: 'r-12345678' });
  expect(http.post).toHaveBeenLastCalledWith('/wps/transaction/deposit', { channelId: 1, amount: 10000, requestId: 'r-12345678' }, { auth: true });
  await getDeposit('D 1');
  expect(http.get).toHaveBeenLastCalledWith('/wps/transaction/deposit/D%201', { auth: true, signal: undefined });
  await listDeposits({ from: '2025-01-01', to: '2025-01-30', pageNo: 1, pageSize: 20 });
  expect(http.get).toHaveBeenLastCalledWith('/wps/transaction/deposit', { auth: true, params: { from: '2025-01-01', to: '2025-01-30', pageNo: 1, pageSize: 20 }, signal: undefined });
});
