import { http, loadRegisterRules } from '@portal/shared';
import type { LoginValue } from '../session';

export interface SmsSent {
  expiredMinutes: number;
}

/** The password and mobile-number rules (session-storage copy first, spec §5). */
export const fetchRegisterRules = () => loadRegisterRules();

/** Forgot by e-mail: a temporary password goes to the member's e-mail. The platform takes it as a form. */
export const postForgotByEmail = (username: string, email: string) => http.post<null>('/wps/member/password/email', { username, email }, { form: true });

/** The reset code by SMS; the number must belong to a member. */
export const sendForgotSms = (mobileNum: string, countryDialingCode: string) =>
  http.post<SmsSent>('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode, purpose: 'forgot' });

export interface ResetByMobile {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

/** E call: sets the new password when the SMS code is right. */
/** Answers the account the phone belongs to, which the automatic login then uses. */
export const postResetByMobile = (payload: ResetByMobile) => http.post<{ account: string }>('/wps/member/password/verification', payload, { encrypt: true });

/** The automatic login after a reset by mobile. */
export const postLogin = (username: string, password: string) =>
  http.post<LoginValue>('/wps/session/login', { type: 'username', username, password }, { encrypt: true });

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** T and E call. */
export const postChangePassword = (change: PasswordChange) => http.post<null>('/wps/member/password', change, { auth: true, encrypt: true });
