import { http } from '@portal/shared';
import type { LoginValue } from '../session';

export interface UsernameLogin {
  type: 'username';
  username: string;
  password: string;
  captcha?: string;
  captchaKey?: string;
}

/** E call: the credentials travel encrypted (wire contract). */
export const postLogin = (payload: UsernameLogin) => http.post<LoginValue>('/wps/session/login', payload, { encrypt: true });
