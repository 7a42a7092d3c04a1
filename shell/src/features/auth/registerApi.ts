import { http } from '@portal/shared';
import type { LoginValue } from '../session';

export interface RegisterPayload {
  username: string;
  password: string;
  confirmPassword: string;
  captcha: string;
  captchaKey: string;
  affiliateCode?: string;
  referralCode?: string;
  registerUrl: string;
  registerMethod: 'WEB';
  domain: string;
  login: true;
}

/** E call, PUT: the new member comes back logged in (`login: true`). */
export const putRegister = (payload: RegisterPayload) => http.put<LoginValue>('/wps/member/register', payload, { encrypt: true });
