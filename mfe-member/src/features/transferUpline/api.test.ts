import { http } from '@portal/shared';
import { transferToUpline } from './api';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), http: { get: jest.fn(), post: jest.fn(), put: jest.fn() } }));

test('transfer to upline is a T, E call with amount, payment password and requestId', async () => {
  await transferToUpline({ amount: 100, paymentPassword: '123456', requestId: 'r-12345678' });
  expect(http.post).toHaveBeenLastCalledWith('/wps/transaction/transferUpline', { amount: 100, paymentPassword: '123456', requestId: 'r-12345678' }, { auth: true, encrypt: true });
});
