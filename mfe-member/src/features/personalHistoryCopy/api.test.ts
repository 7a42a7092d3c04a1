import { http } from '@portal/shared';
import { listBets } from './api';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), http: { get: jest.fn(), post: jest.fn(), put: jest.fn() } }));

test('bets: yyyy-MM-dd window and paging; an empty game type is left out', async () => {
  await listBets({ from: '2025-01-01', to: '2025-01-07', gameType: '', pageNo: 1, pageSize: 20 });
  expect(http.get).toHaveBeenLastCalledWith('/wps/report/bets', { auth: true, params: { from: '2025-01-01', to: '2025-01-07', pageNo: 1, pageSize: 20 }, signal: undefined });
  await listBets({ from: '2025-01-01', to: '2025-01-07', gameType: 'RNG', pageNo: 2, pageSize: 20 });
  expect(http.get).toHaveBeenLastCalledWith('/wps/report/bets', { auth: true, params: { from: '2025-01-01', to: '2025-01-07', gameType: 'RNG', pageNo: 2, pageSize: 20 }, signal: undefined });
});
