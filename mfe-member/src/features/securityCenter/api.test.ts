import { http } from '@portal/shared';
import { getPaymentPasswordStatus, getProfile, savePaymentPassword } from './api';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), http: { get: jest.fn(), post: jest.fn() } }));

test('the payment password is set with a T, E call; status and profile are T calls', async () => {
  await savePaymentPassword({ paymentPassword: '123456', confirmPaymentPassword: '123456' });
  expect(http.post).toHaveBeenCalledWith('/wps/member/password/payment', { paymentPassword: '123456', confirmPaymentPassword: '123456' }, { auth: true, encrypt: true });
  await getPaymentPasswordStatus();
  expect(http.get).toHaveBeenCalledWith('/wps/member/password/payment', { auth: true, signal: undefined });
  await getProfile();
  expect(http.get).toHaveBeenCalledWith('/wps/member/info', { auth: true, signal: undefined });
});
