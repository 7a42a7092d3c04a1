import { http } from '@portal/shared';
import { listTransactions } from './api';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), http: { get: jest.fn(), post: jest.fn(), put: jest.fn() } }));

test('account records: the kind filter only when chosen', async () => {
  await listTransactions({ from: '2025-01-01', to: '2025-01-07', kind: 'deposit', pageNo: 1, pageSize: 20 });
  expect(http.get).toHaveBeenLastCalledWith('/wps/report/transactions', { auth: true, params: { from: '2025-01-01', to: '2025-01-07', kind: 'deposit', pageNo: 1, pageSize: 20 }, signal: undefined });
  await listTransactions({ from: '2025-01-01', to: '2025-01-07', kind: '', pageNo: 1, pageSize: 20 });
  expect(http.get).toHaveBeenLastCalledWith('/wps/report/transactions', { auth: true, params: { from: '2025-01-01', to: '2025-01-07', pageNo: 1, pageSize: 20 }, signal: undefined });
});
