import { http } from '@portal/shared';
import { getWallets, recallToMain, transferBetweenWallets } from './api';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), http: { get: jest.fn(), post: jest.fn(), put: jest.fn() } }));

test('wallet calls are plain T calls; money moves carry a requestId', async () => {
  await getWallets();
  expect(http.get).toHaveBeenLastCalledWith('/wps/relay/GCS_merchantWallet', { auth: true, signal: undefined });
  await transferBetweenWallets({ from: 'MAIN', to: 'PG', amount: 1, requestId: 'r-12345678' });
  expect(http.post).toHaveBeenLastCalledWith('/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PG', amount: 1, requestId: 'r-12345678' }, { auth: true });
  await recallToMain('r-12345678');
  expect(http.post).toHaveBeenLastCalledWith('/wps/member/info/funds/consolidated', { requestId: 'r-12345678' }, { auth: true });
});
