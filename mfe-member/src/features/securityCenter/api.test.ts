import { http } from '@portal/shared';
import {
  bindEmail,
  bindMobile,
  getLoginHistory,
  getMemberInfo,
  getPaymentPasswordStatus,
  getProfile,
  savePaymentPassword,
  sendBindEmail,
  sendBindSms,
  updateProfile,
} from './api';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), http: { get: jest.fn(), post: jest.fn(), put: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

test('the payment password is set with a T, E call; status, info and profile are T calls', async () => {
  await savePaymentPassword({ paymentPassword: '123456', confirmPaymentPassword: '123456' });
  expect(http.post).toHaveBeenCalledWith('/wps/member/password/payment', { paymentPassword: '123456', confirmPaymentPassword: '123456' }, { auth: true, encrypt: true });
  await getPaymentPasswordStatus();
  expect(http.get).toHaveBeenCalledWith('/wps/member/password/payment', { auth: true, signal: undefined });
  await getMemberInfo();
  expect(http.get).toHaveBeenCalledWith('/wps/member/info', { auth: true, signal: undefined });
  await getProfile();
  expect(http.get).toHaveBeenCalledWith('/wps/member/profile', { auth: true, signal: undefined });
});

test('the profile is saved with a T PUT', async () => {
  await updateProfile({ nickname: 'Neo' });
  expect(http.put).toHaveBeenCalledWith('/wps/member/profile', { nickname: 'Neo' }, { auth: true });
});

test('codes are sent with T calls; the binds are T, E calls', async () => {
  await sendBindSms({ mobileNum: '9420000001', countryDialingCode: '95' });
  expect(http.post).toHaveBeenCalledWith('/wps/verification/sms/bind', { mobileNum: '9420000001', countryDialingCode: '95' }, { auth: true });
  await bindMobile({ mobileNum: '9420000001', countryDialingCode: '95', verificationCode: '123456' });
  expect(http.post).toHaveBeenCalledWith(
    '/wps/member/bind/mobile',
    { mobileNum: '9420000001', countryDialingCode: '95', verificationCode: '123456' },
    { auth: true, encrypt: true },
  );
  await sendBindEmail({ email: 'neo@example.com' });
  expect(http.post).toHaveBeenCalledWith('/wps/verification/email/bind', { email: 'neo@example.com' }, { auth: true });
  await bindEmail({ email: 'neo@example.com', verificationCode: '654321' });
  expect(http.post).toHaveBeenCalledWith('/wps/member/bind/email', { email: 'neo@example.com', verificationCode: '654321' }, { auth: true, encrypt: true });
});

test('the login history is a paged T call', async () => {
  await getLoginHistory({ pageNo: 2, pageSize: 10 });
  expect(http.get).toHaveBeenCalledWith('/wps/member/loginHistory', { auth: true, params: { pageNo: 2, pageSize: 10 }, signal: undefined });
});
